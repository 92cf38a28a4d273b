/** The loopback DingTalk/WeCom simulators' single-use ledger (decision 0041): one row per redeemed code. */
export interface HostSimCodesTable {
  /** The code's random id (sealed inside the code). */
  id: string;
  /** When the code would have expired (epoch ms); the row is swept after. */
  expires_at: number | string;
}

export interface HostSimTables {
  host_sim_codes: HostSimCodesTable;
}
