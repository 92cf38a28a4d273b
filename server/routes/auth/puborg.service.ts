import type { Kysely } from 'kysely';
import { ErrorCode, ErrorReason } from '../../../protocol';
import type { Database, Enterprise, User } from '../../db/schema';
import { enterpriseRefusal } from '../../pipeline/access';
import { AppError } from '../../pipeline/app-error';
import { newLearner } from './new-learner';
import { memberCount, openSession, refuseUserAtSignIn } from './session.service';

/**
 * apiPuborg/addPuborg (decision 0008): a signed-in person joins the public organisation
 * they are looking at. In our model a person is one account per enterprise, linked by the
 * verified phone; joining creates the person's account in the public enterprise (same
 * name, picture and password) and signs it in there. Joining twice changes nothing.
 */
export async function joinPublicOrganisation(
  db: Kysely<Database>,
  input: { enterprise: Enterprise; user: User; now: number },
): Promise<{ user: User; token: string }> {
  const { enterprise, user } = input;
  if (enterprise.puborg !== '1') throw new AppError(ErrorCode.NOT_A_PUBLIC_ORGANISATION);
  const refusal = enterpriseRefusal(enterprise, input.now);
  if (refusal) throw refusal;
  if (user.eid === enterprise.id) throw new AppError(ErrorCode.ALREADY_A_MEMBER);
  if (!user.phone) throw new AppError(ErrorCode.PHONE_REQUIRED);

  const member = await db.transaction().execute(async (trx) => {
    const existing = await trx.selectFrom('users').select('id').where('phone', '=', user.phone).executeTakeFirst();
    if (existing) throw new AppError(ErrorCode.ALREADY_A_MEMBER);
    if ((await memberCount(trx)) >= enterprise.max_users)
      throw new AppError(ErrorCode.FORBIDDEN, { reason: ErrorReason.USER_LIMIT_REACHED });
    const accountTaken = await trx
      .selectFrom('users')
      .select('id')
      .where('account', '=', user.phone)
      .executeTakeFirst();
    return trx
      .insertInto('users')
      .values(
        newLearner({
          eid: enterprise.id,
          // The phone is the natural account name; an odd clash falls back to a unique one.
          account: accountTaken ? `${user.phone}-${user.id}` : user.phone,
          password_hash: user.password_hash,
          username: user.username,
          image: user.image,
          email: user.email,
          language: user.language,
          phone: user.phone,
          phone_verified_at: user.phone_verified_at,
          created_at: input.now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  await refuseUserAtSignIn(db, enterprise, member);
  const token = await openSession(db, enterprise, member, input.now);
  return { user: member, token };
}
