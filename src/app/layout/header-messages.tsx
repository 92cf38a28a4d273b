/** The message centre entry with unread count and red points in the header; filled by the messages area. */
export function HeaderMessages() {
  return null;
}
