import type { Transaction } from 'kysely';
import type { Database } from '../schema';
import type { ClaimMethod, StoredExchangeStatus } from '../schema-mall';
import { SEED_TIME } from './demo-data';
import { mallPicture } from './mall-pictures';

const DAY = 24 * 60 * 60 * 1000;
const FAR_FUTURE = Date.UTC(2099, 11, 31);

/*
 * The points mall of Aurora (eid 1, the one enterprise whose mall switch is on): products of both
 * claim methods in stock, low and out of stock, one past its collection time; exchange records in
 * every state; a lottery with a prize out of stock. Names in Simplified Chinese, Traditional
 * Chinese and English, as the demo's three languages. The mall's own demo learners (shopper,
 * collector, lucky: demo-data.ts, at the end of DEMO_USERS) are the only ones the e2e specs change.
 */

const CATEGORIES = ['生活用品', '數碼產品', 'Stationery'];

interface DemoProduct {
  name: string;
  description: string;
  category: number;
  picture: Parameters<typeof mallPicture>[0];
  points: number;
  stock: number;
  limit: number;
  claim: ClaimMethod;
  pickupPlace?: string;
  collect?: [number, number];
}

export const DEMO_PRODUCTS: DemoProduct[] = [
  {
    name: '定制保温杯',
    description: '304 不锈钢内胆，12 小时保温，杯身印有公司标志。邮寄到家。',
    category: 0,
    picture: 'mug',
    points: 200,
    stock: 50,
    limit: 2,
    claim: 'mail',
  },
  {
    name: 'Wireless earbuds',
    description: 'Noise-cancelling earbuds with a charging case. Only a few left: one per person.',
    category: 1,
    picture: 'earbuds',
    points: 1200,
    stock: 3,
    limit: 1,
    claim: 'mail',
  },
  {
    name: '精裝筆記本',
    description: '硬殼精裝，A5 點陣內頁 192 頁。請憑兌換碼到前台領取。',
    category: 2,
    picture: 'notebook',
    points: 150,
    stock: 100,
    limit: 5,
    claim: 'pickup',
    pickupPlace: '總部大樓一樓前台',
    collect: [SEED_TIME, FAR_FUTURE],
  },
  {
    name: 'Coffee voucher',
    description: 'One drink of your choice at the office café. Collect at the café counter.',
    category: 0,
    picture: 'coffee',
    points: 80,
    stock: 0,
    limit: 0,
    claim: 'pickup',
    pickupPlace: 'Office café, 2nd floor',
    collect: [SEED_TIME, FAR_FUTURE],
  },
  {
    name: '公司文化衫',
    description: '纯棉圆领文化衫，尺码随机。仅剩少量。',
    category: 0,
    picture: 'shirt',
    points: 300,
    stock: 2,
    limit: 1,
    claim: 'mail',
  },
  {
    name: 'Desk plant',
    description: 'A small succulent in a ceramic pot. The spring collection days are over.',
    category: 0,
    picture: 'plant',
    points: 250,
    stock: 20,
    limit: 1,
    claim: 'pickup',
    pickupPlace: 'Reception, ground floor',
    collect: [SEED_TIME, SEED_TIME + 150 * DAY],
  },
  {
    name: '學習書籍禮包',
    description: '三本管理與溝通類暢銷書，郵寄到府。',
    category: 2,
    picture: 'books',
    points: 500,
    stock: 30,
    limit: 0,
    claim: 'mail',
  },
  {
    name: '充电宝 10000mAh',
    description: '双接口快充移动电源，轻薄便携。',
    category: 1,
    picture: 'battery',
    points: 800,
    stock: 10,
    limit: 1,
    claim: 'mail',
  },
];

const ADDRESSES = [
  { recipient: '宋佳', phone: '13800138101', address: '上海市浦东新区世纪大道 100 号 8 楼' },
  { recipient: 'Song Jia', phone: '+852 91234567', address: 'Flat 12B, 8 Harbour Road, Wan Chai, Hong Kong' },
];

interface DemoRecord {
  product: number;
  status: StoredExchangeStatus;
  courier?: [string, string];
  at: number;
}

const RECORDS: DemoRecord[] = [
  { product: 2, status: 'pending_pickup', at: SEED_TIME + 300 * DAY },
  { product: 0, status: 'exchanged', courier: ['顺丰速运', 'SF1402938475'], at: SEED_TIME + 280 * DAY },
  { product: 2, status: 'exchanged', at: SEED_TIME + 200 * DAY },
  { product: 4, status: 'returned', courier: ['中通快递', 'ZT7700213344'], at: SEED_TIME + 120 * DAY },
  { product: 7, status: 'cancelled', at: SEED_TIME + 60 * DAY },
];

export const DEMO_LOTTERY = {
  title: '幸运大转盘',
  cost: 50,
  prizes: [
    { name: '100 积分', picture: 'points' as const, odds: 1500, stock: 1000, bonus: 100 },
    { name: '定制徽章', picture: 'badge' as const, odds: 1200, stock: 50, bonus: 0 },
    { name: 'Bluetooth speaker', picture: 'speaker' as const, odds: 200, stock: 3, bonus: 0 },
    { name: '電影票兩張', picture: 'ticket' as const, odds: 500, stock: 0, bonus: 0 },
    { name: '20 积分', picture: 'points' as const, odds: 2500, stock: 5000, bonus: 20 },
  ],
};

async function userId(trx: Transaction<Database>, account: string): Promise<number> {
  const row = await trx
    .selectFrom('users')
    .select('id')
    .where('eid', '=', 1)
    .where('account', '=', account)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function seedMall(trx: Transaction<Database>): Promise<void> {
  const categoryIds: number[] = [];
  for (const [sort, name] of CATEGORIES.entries()) {
    const row = await trx
      .insertInto('mall_categories')
      .values({ eid: 1, name, sort })
      .returning('id')
      .executeTakeFirstOrThrow();
    categoryIds.push(row.id);
  }
  const productIds: number[] = [];
  for (const [sort, p] of DEMO_PRODUCTS.entries()) {
    const row = await trx
      .insertInto('mall_products')
      .values({
        eid: 1,
        category_id: categoryIds[p.category]!,
        name: p.name,
        description: p.description,
        images: JSON.stringify([mallPicture(p.picture), mallPicture(p.picture, true)]),
        points_price: p.points,
        stock: p.stock,
        per_person_limit: p.limit,
        claim_method: p.claim,
        pickup_place: p.pickupPlace ?? '',
        collect_start: p.collect?.[0] ?? null,
        collect_end: p.collect?.[1] ?? null,
        sort,
        exchanged_count: 3 + ((sort * 7) % 11),
        created_at: SEED_TIME,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    productIds.push(row.id);
  }

  const shopper = await userId(trx, 'shopper');
  for (const [i, a] of ADDRESSES.entries())
    await trx
      .insertInto('mall_addresses')
      .values({
        eid: 1,
        user_id: shopper,
        ...a,
        is_default: i === 0 ? 1 : 0,
        created_at: SEED_TIME,
        updated_at: SEED_TIME,
      })
      .execute();
  const collector = await userId(trx, 'collector');
  for (let i = 0; i < 10; i += 1)
    await trx
      .insertInto('mall_addresses')
      .values({
        eid: 1,
        user_id: collector,
        recipient: i % 2 === 0 ? '唐丽' : 'Tang Li',
        phone: `1390000${String(1000 + i)}`,
        address: `${['北京市朝阳区', '台北市信義區', 'Shenzhen Nanshan'][i % 3]} ${i + 1} 号`,
        is_default: i === 0 ? 1 : 0,
        created_at: SEED_TIME + i,
        updated_at: SEED_TIME + i,
      })
      .execute();

  for (const [i, r] of RECORDS.entries()) {
    const p = DEMO_PRODUCTS[r.product]!;
    const mailed = p.claim === 'mail';
    await trx
      .insertInto('mall_exchanges')
      .values({
        eid: 1,
        user_id: shopper,
        product_id: productIds[r.product]!,
        request_id: `seed-mall-${i}`,
        order_no: `EX${new Date(r.at).toISOString().slice(0, 10).replaceAll('-', '')}9000000${i}`,
        exchange_code: mailed ? '' : `SEED${i}K7Q`,
        product_name: p.name,
        quantity: 1,
        points: p.points,
        claim_method: p.claim,
        status: r.status,
        courier_company: r.courier?.[0] ?? '',
        tracking_no: r.courier?.[1] ?? '',
        recipient: mailed ? ADDRESSES[0]!.recipient : '',
        phone: mailed ? ADDRESSES[0]!.phone : '',
        address: mailed ? ADDRESSES[0]!.address : '',
        created_at: r.at,
        updated_at: r.at,
      })
      .execute();
  }

  await trx
    .insertInto('lottery_settings')
    .values({ eid: 1, title: DEMO_LOTTERY.title, cost_points: DEMO_LOTTERY.cost })
    .execute();
  for (const [sort, prize] of DEMO_LOTTERY.prizes.entries())
    await trx
      .insertInto('lottery_prizes')
      .values({
        eid: 1,
        name: prize.name,
        image: mallPicture(prize.picture),
        odds: prize.odds,
        stock: prize.stock,
        bonus_points: prize.bonus,
        sort,
      })
      .execute();
  const lucky = await userId(trx, 'lucky');
  const prizes = await trx
    .selectFrom('lottery_prizes')
    .select(['id', 'name', 'bonus_points'])
    .where('eid', '=', 1)
    .orderBy('sort')
    .execute();
  for (const [i, prize] of [prizes[1]!, null, prizes[4]!].entries())
    await trx
      .insertInto('lottery_draws')
      .values({
        eid: 1,
        user_id: lucky,
        request_id: `seed-draw-${i}`,
        prize_id: prize?.id ?? null,
        prize_name: prize?.name ?? '',
        cost_points: DEMO_LOTTERY.cost,
        bonus_points: prize?.bonus_points ?? 0,
        created_at: SEED_TIME + (200 + i) * DAY,
      })
      .execute();
}
