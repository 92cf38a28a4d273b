import { describe, expect, it } from 'vitest';
import { toEnterpriseConfig } from './get-enterprise';

describe('toEnterpriseConfig', () => {
  it('needs an eid', () => {
    expect(toEnterpriseConfig(null)).toBeNull();
    expect(toEnterpriseConfig({ enterpriseName: 'x' })).toBeNull();
    expect(toEnterpriseConfig({ eid: 'abc' })).toBeNull();
  });

  it('fills fields the gateway left out', () => {
    const config = toEnterpriseConfig({ eid: 1, enterpriseName: 'Acme' });
    expect(config).toMatchObject({
      eid: 1,
      enterpriseName: 'Acme',
      switch_language: 'N',
      is_alpha: [],
      userPortal: null,
    });
  });
});
