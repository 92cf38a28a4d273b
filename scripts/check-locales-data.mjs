/**
 * The check's data (scripts/check-locales.mjs): keys built from data, Simplified-only characters, counted nouns.
 * Kept apart from the check's code so adding an entry does not mean reading the scanner.
 */
/** The documented list of keys built from data rather than written out at the call. */
export const DYNAMIC_KEY_SOURCES = [
  {
    why: "administrators' menu: { labelKey: '…' } in admin-nav.ts, shown by t(entry.labelKey) in the admin namespace",
    files: /src\/app\/layout\/admin-nav\.ts$/,
    pattern: /\blabelKey:\s*'([\w.-]+)'/g,
    ns: 'admin',
  },
  {
    why: "route titles: meta('title', …) in the route table, shown by t(meta.title) in the routes namespace",
    files: /src\/app\/routes\/table\/[\w-]+-routes\.ts$/,
    pattern: /\bmeta\(\s*'([\w.-]+)'/g,
    ns: 'routes',
  },
  {
    why: "route titles of pages outside the table (not found): meta('title', …) in route-handle.ts",
    files: /src\/app\/routes\/route-handle\.ts$/,
    pattern: /\bmeta\(\s*'([\w.-]+)'/g,
    ns: 'routes',
  },
  {
    why: "prompt page entries: { key: '…' } in prompt-catalogue.ts, shown by t(entry.key) and t(`${entry.key}Hint`)",
    files: /src\/app\/pages\/prompt-catalogue\.ts$/,
    pattern: /\bkey:\s*'([\w.-]+)'/g,
    ns: 'prompt',
    suffixes: ['', 'Hint'],
  },
  {
    why: "profile validation results: { key: '…' } in profile-rules.ts, shown by t(problem.key, problem.values)",
    files: /src\/features\/profile\/profile-rules\.ts$/,
    // The whole value: literals, both arms of a condition, and `password.rule.${problem}` templates.
    pattern: /\bkey:\s*((?:`[^`]*`|[^,}\n])+)/g,
    ns: 'profile',
    expression: true,
  },
  {
    why: "upload problems: problemKey() in image-upload-field.tsx returns 'image.…' keys for t()",
    files: /src\/features\/profile\/components\/image-upload-field\.tsx$/,
    pattern: /\breturn\s+'(image\.[\w.-]+)'/g,
    ns: 'profile',
  },
];

/**
 * Common characters whose Traditional form differs (个→個, 们→們, 这→這 …). A zh_hant string that
 * equals its zh_cn text and holds one of these was not translated.
 */
export const SIMPLIFIED_ONLY =
  '个们这来时为说国后会对发经过动进现实样开关问题请页录设内课试学习务认证码户账号错误网络应该让还没给从长当点击选择删详细边转换载' +
  '与专业东丢两严丧丰临为丽举么义乐乔书买乱争亏产亲亿仅从仓仪们价众优会伟传伤伦伪体侠侣侦侧侨债倾偿储' +
  '儿兑兰关兴养兽内册写军农冲决况冻净凉减凤凭击则刚创别剂剑剧劝办务动励劳势勋区医华协单卖卢卫却厂厅历压厌县参双变' +
  '叙叶号叹吗启员呜响哑团园围图圆圣场坏块坚坛垄备复头夹夺奋奖妆妇妈娱婴孙学宁宝实宠审宪宫宽宾对寻导寿将尔尘尽层属岁' +
  '岛币师帐帮带帧帮广庆库应庙废开异弃张弹强归当录彻径忆忧怀态怜总恋恶恳惊惯愿战户扑执扩扫扬扰抚抛护报担拟拥择拨挡' +
  '据掷揽搁摄摆摇携数斋断无旧时显晒晓晕暂术机杀杂权条来杨极构枪标栏树样档桥检楼欢欧残毁毕气汇汉沟没泪泽洁浅测济浏' +
  '浓润涨湾溃灭灯灵灾灿炉点炼烂热焕爱爷牵状犹狭独狱环现玛电画畅痒盐监盖盘睁码础确离种积称穷窃竞笔笼筑简类粮纠红纤' +
  '约级纪纯纲纳纷纸线练组细织终绍经结绕给络绝统继绩续维综绿缓编缘缩缴网罗罚罢胜胆脑脸舱艺节芦苏荣药莱获虑虚虽蚀' +
  '补衬装见观规视览觉触订计认讨让训议讯记讲许论设访证评识诉词译试诗诚话诞询该详语误说请诸读课谁调谈谢谣谱贝负贡财责' +
  '败货质购贯费贴贵贷贸赏赖赚赛赞赶跃践车轨转轮软轻载较辆辑输辖边达迁过运还这进远违连迟选递逻遗邮邻郑酱释针钟钢钱' +
  '铁铃银锁锋错键长门闭问闲间闻阅阳阴阵阶际陆陈险随隐难雾静须顶项顺顾领频题颜额风飞饭饮馆驱驶验骑骗鲁鸟鸡黄齐龙';

export const SIMPLIFIED_SET = new Set([...SIMPLIFIED_ONLY]);
export const PLURAL = /_(zero|one|two|few|many|other|plural)$/;

/** Nouns that follow a number in English text; "{{x}} <noun>" needs i18next's plural forms. */
export const COUNTED_NOUNS =
  'points|credits|learners|courses|chapters|questions|characters|labels|days|hours|minutes|seconds|years|' +
  'ratings|medals|attempts|answers|times|devices|items|papers|files|members|messages|comments|notes|weeks|months';
// A range ("{{min}}-{{max}} characters") is plural whatever its ends.
export const COUNTED = new RegExp(`(?<![-–])\\{\\{(\\w+)\\}\\}\\s+(?:more\\s+)?(${COUNTED_NOUNS})\\b`, 'g');
