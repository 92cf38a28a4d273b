/** The points ledger as the other server areas use it (changes in their transactions, balances). */
export { balanceOf, changePoints, type PointChange, type PointChangeResult } from './points.service';
export { lockLearner } from './learner-lock';
