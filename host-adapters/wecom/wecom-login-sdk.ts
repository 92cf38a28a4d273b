/** The slice of the WeCom SDK the scan panel uses, loaded on first use (common/qr-panels.ts). */
export type LoadWecomLoginSdk = () => Promise<Pick<typeof import('@wecom/jssdk'), 'createWWLoginPanel'>>;

export const loadWecomLoginSdk: LoadWecomLoginSdk = () => import('@wecom/jssdk');
