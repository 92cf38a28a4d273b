/** Tables of the home page (migration 0014-home). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface HomeTables {}
