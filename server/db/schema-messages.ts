/** Tables of the message centre (migration 0013-messages). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MessageTables {}
