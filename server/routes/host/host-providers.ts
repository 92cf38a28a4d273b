import { readConfig, type ServerConfig } from '../../config';
import { DingtalkClient } from '../../providers/dingtalk/dingtalk-client';
import { WecomClient } from '../../providers/wecom/wecom-client';
import type { CallContext } from '../../pipeline/call-registry';
import { hostFetch, readHostConfig, type HostConfig } from './host-config';

export interface HostProviders {
  config: HostConfig;
  dingtalk: DingtalkClient;
  wecom: WecomClient;
}

/**
 * One set of clients per server, so tokens and tickets are cached across calls. Built on the
 * first call, with that call's clock (the server's one clock; tests move it).
 */
export function hostProviders(serverConfig: ServerConfig = readConfig()): (ctx: CallContext) => HostProviders {
  let built: HostProviders | null = null;
  return (ctx) => {
    if (built) return built;
    const config = readHostConfig(process.env, serverConfig.port);
    const now = () => ctx.clock.now();
    const fetchImpl = (url: string, init?: Parameters<ReturnType<typeof hostFetch>>[1]) => hostFetch()(url, init);
    built = {
      config,
      dingtalk: new DingtalkClient({
        oapiBase: config.dingtalk.oapiBase,
        apiBase: config.dingtalk.apiBase,
        fetch: fetchImpl,
        now,
      }),
      wecom: new WecomClient({ qyapiBase: config.wecom.apiBase, fetch: fetchImpl, now }),
    };
    return built;
  };
}
