import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_APP_KEY } from '../protocol';
import { ConfigError, readConfig } from './config';

function problemsOf(env: NodeJS.ProcessEnv): string[] {
  try {
    readConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('server configuration', () => {
  it('has the documented defaults when nothing is set', () => {
    const config = readConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: 'sqlite:./data/portal.db',
      appKey: DEFAULT_APP_KEY,
      defaultEid: 1,
      apiBase: '',
      portalDir: path.resolve('dist/portal'),
      logLevel: 'info',
      loginAttemptLimit: 10,
      loginAttemptWindowMs: 900_000,
      codeResendIntervalMs: 60_000,
      devTools: true,
      checkAnswers: true,
      exposeOutbox: true,
      mediaDir: path.resolve('./data/media'),
      mediaUrlTtlMs: 7_200_000,
      studyHeartbeatSeconds: 15,
      studyMinReadSeconds: 10,
      microCourseChunkBytes: 4 * 1024 * 1024,
      aiBaseUrl: '',
      aiApiKey: '',
      aiModel: 'gpt-4o-mini',
      aiTimeoutMs: 30_000,
      faceBaseUrl: '',
      faceKey: '',
      faceTimeoutMs: 10_000,
    });
    expect(config.mediaSigningSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('reads what is set, and treats an empty value as unset', () => {
    const config = readConfig({
      PORT: '9090',
      DATABASE_URL: 'sqlite::memory:',
      DEFAULT_EID: '0',
      EXPOSE_OUTBOX: 'false',
      MEDIA_SIGNING_SECRET: 'a-long-enough-secret',
      AI_BASE_URL: 'http://127.0.0.1:8080/__sim/openai/v1',
      LOG_LEVEL: 'warn',
      HOST: '',
    });
    expect(config).toMatchObject({
      port: 9090,
      defaultEid: 0,
      exposeOutbox: false,
      mediaSigningSecret: 'a-long-enough-secret',
      aiBaseUrl: 'http://127.0.0.1:8080/__sim/openai/v1',
      logLevel: 'warn',
      host: '0.0.0.0',
    });
    expect(config.mediaDir).toMatch(/learning-portal-media$/);
  });

  it('turns development tools, answer checks and the outbox off in production', () => {
    const production = { NODE_ENV: 'production', PROTOCOL_APP_KEY: 'own-key', MEDIA_SIGNING_SECRET: 'x'.repeat(32) };
    expect(readConfig(production)).toMatchObject({
      devTools: false,
      checkAnswers: false,
      exposeOutbox: false,
    });
    expect(readConfig({ ...production, EXPOSE_OUTBOX: 'true' }).exposeOutbox).toBe(true);
  });

  it('lists every problem at once, in words a person can act on', () => {
    expect(
      problemsOf({
        PORT: 'abc',
        DEFAULT_EID: '-1',
        STUDY_HEARTBEAT_SECONDS: '1.5',
        EXPOSE_OUTBOX: 'yes',
        AI_BASE_URL: 'api.openai.com',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://db',
        MEDIA_SIGNING_SECRET: 'short',
      }),
    ).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "abc")',
      'DATABASE_URL must be sqlite:<file>, sqlite::memory: or postgres://… (got "mysql://db")',
      'DEFAULT_EID must be a whole number of at least 0 (got "-1")',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'EXPOSE_OUTBOX must be true or false (got "yes")',
      'MEDIA_SIGNING_SECRET must be at least 16 characters (got 5 characters)',
      'STUDY_HEARTBEAT_SECONDS must be a whole number between 1 and 3600 (got "1.5")',
      'AI_BASE_URL must be an http(s) address (got "api.openai.com")',
    ]);
    expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be a whole number between 1 and 65535 (got "70000")']);
    expect(problemsOf({ ACTIVITY_QR_ROTATE_SECONDS: '1' })).toEqual([
      'ACTIVITY_QR_ROTATE_SECONDS must be a whole number between 2 and 3600 (got "1")',
    ]);
    expect(readConfig({}).activityQrRotateSeconds).toBe(20);
    expect(readConfig({ ACTIVITY_QR_ROTATE_SECONDS: '6' }).activityQrRotateSeconds).toBe(6);
    expect(() => readConfig({ PORT: '0' })).toThrow(/The server's configuration is not valid:\n {2}- PORT/);
  });

  it('in production, requires the secrets and names every missing one in one problem', () => {
    expect(
      problemsOf({ NODE_ENV: 'production', AI_BASE_URL: 'https://ai.example/v1', FACE_BASE_URL: 'https://f.example' }),
    ).toEqual([
      'NODE_ENV=production needs these secrets set: PROTOCOL_APP_KEY, MEDIA_SIGNING_SECRET, AI_API_KEY (AI_BASE_URL is set), FACE_KEY (FACE_BASE_URL is set)',
    ]);
    expect(
      problemsOf({ NODE_ENV: 'production', PROTOCOL_APP_KEY: DEFAULT_APP_KEY, MEDIA_SIGNING_SECRET: 'x'.repeat(32) }),
    ).toEqual(['PROTOCOL_APP_KEY must not be the published demo key in production']);
    const config = readConfig({
      NODE_ENV: 'production',
      PROTOCOL_APP_KEY: 'own-key',
      MEDIA_SIGNING_SECRET: 'x'.repeat(32),
    });
    expect(config).toMatchObject({ production: true, seedDemo: false, bootstrap: null });
    expect(readConfig({}).seedDemo).toBe(true);
  });

  it('reads SEED_DEMO and the BOOTSTRAP_* first install, all three or none', () => {
    const secrets = { NODE_ENV: 'production', PROTOCOL_APP_KEY: 'own-key', MEDIA_SIGNING_SECRET: 'x'.repeat(32) };
    expect(readConfig({ ...secrets, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(
      readConfig({
        ...secrets,
        BOOTSTRAP_ENTERPRISE_NAME: 'Example Corp',
        BOOTSTRAP_ADMIN_ACCOUNT: 'owner',
        BOOTSTRAP_ADMIN_PASSWORD: 'long-enough',
      }).bootstrap,
    ).toEqual({ enterpriseName: 'Example Corp', adminAccount: 'owner', adminPassword: 'long-enough' });
    expect(problemsOf({ BOOTSTRAP_ENTERPRISE_NAME: 'Example Corp', BOOTSTRAP_ADMIN_PASSWORD: 'short' })).toEqual([
      'BOOTSTRAP_ADMIN_PASSWORD must be at least 8 characters (got 5 characters)',
    ]);
    expect(problemsOf({ BOOTSTRAP_ENTERPRISE_NAME: 'Example Corp' })).toEqual([
      'BOOTSTRAP_ADMIN_ACCOUNT, BOOTSTRAP_ADMIN_PASSWORD must be set together with the other BOOTSTRAP_* variables',
    ]);
  });

  it('reads the kiosk idle settings the portal is served', () => {
    expect(readConfig({})).toMatchObject({
      kioskIdleSeconds: 120,
      kioskWarnSeconds: 30,
      kioskUserAgentToken: 'LearningPortalKiosk',
    });
    expect(
      readConfig({ KIOSK_IDLE_SECONDS: '300', KIOSK_WARN_SECONDS: '45', KIOSK_USER_AGENT_TOKEN: 'AcmeKiosk/2' }),
    ).toMatchObject({ kioskIdleSeconds: 300, kioskWarnSeconds: 45, kioskUserAgentToken: 'AcmeKiosk/2' });
    expect(problemsOf({ KIOSK_IDLE_SECONDS: '5', KIOSK_USER_AGENT_TOKEN: 'has space' })).toEqual([
      'KIOSK_IDLE_SECONDS must be a whole number between 10 and 86400 (got "5")',
      'KIOSK_USER_AGENT_TOKEN must be 1 to 64 visible ASCII characters without spaces (got "has space")',
    ]);
    expect(problemsOf({ KIOSK_IDLE_SECONDS: '60', KIOSK_WARN_SECONDS: '60' })).toEqual([
      'KIOSK_WARN_SECONDS must be less than KIOSK_IDLE_SECONDS (60)',
    ]);
  });
});

describe('proxies and sign-in limits', () => {
  it('trusts no proxy unless TRUST_PROXY names them, and limits sign-in failures per address', () => {
    expect(readConfig({})).toMatchObject({ trustProxy: [], loginAddressAttemptLimit: 50 });
    expect(
      readConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,::1,fd00::/8,loopback', LOGIN_ADDRESS_ATTEMPT_LIMIT: '30' }),
    ).toMatchObject({
      trustProxy: ['10.0.0.1', '192.168.0.0/16', '::1', 'fd00::/8', 'loopback'],
      loginAddressAttemptLimit: 30,
    });
  });

  it('refuses a TRUST_PROXY entry that is no address or range, naming each', () => {
    expect(problemsOf({ TRUST_PROXY: 'true' })).toEqual([
      'TRUST_PROXY must be a comma-separated list of IP addresses or CIDR ranges (got "true")',
    ]);
    expect(problemsOf({ TRUST_PROXY: '10.0.0.1,10.0.0.0/33,proxy.example,1.2.3.4/8/1' })).toEqual([
      'TRUST_PROXY must be a comma-separated list of IP addresses or CIDR ranges (got "10.0.0.0/33", "proxy.example", "1.2.3.4/8/1")',
    ]);
    expect(problemsOf({ LOGIN_ADDRESS_ATTEMPT_LIMIT: '0' })).toEqual([
      'LOGIN_ADDRESS_ATTEMPT_LIMIT must be a whole number of at least 1 (got "0")',
    ]);
  });
});
