/** One entry of the administrators' menu (the list itself is src/app/layout/admin-nav.ts). */
export interface AdminMenuEntry {
  key: string;
  path: string;
  /** Key in the `admin` namespace. */
  labelKey: string;
}
