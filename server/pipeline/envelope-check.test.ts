import { describe, expect, it } from 'vitest';
import { requestEnvelopeSchema } from '../../protocol';
import { signedRequest } from '../test-support/signed-request';
import { checkEnvelope } from './envelope-check';

// The pipeline checks the envelope by hand (issue 28); the protocol's zod schema stays the rule.
// Every field is tried absent, empty, at and past its limits and with stray characters: the two
// must accept the same envelopes and read them the same way.
describe('checkEnvelope (the envelope schema written out)', () => {
  const base = signedRequest('apiHomePage/Enterprise', { page: '1' }, { token: 'ab12'.repeat(8), userid: '42' }).fields;
  const variants = [
    '',
    ' ',
    '0',
    '1',
    '١',
    'a',
    'A',
    'GET',
    'POST',
    'get',
    'en_us',
    'auto',
    'xx',
    '1.2.3',
    '1.2',
    '1.2.3\n',
  ];
  const sizes: Record<string, number[]> = {
    eid: [10, 11],
    token: [128, 129],
    userid: [12, 13],
    userPortalID: [10, 11],
    userNikkatsu: [9, 10],
    requestTimestamp: [9, 10, 16, 17],
    platform: [32, 33],
    _requestPageUrl: [4096, 4097],
    _timeZone: [80, 81],
    _requestSign: [63, 64, 65],
  };
  const cases: Array<[string, Record<string, string>]> = [['as signed', base]];
  for (const key of Object.keys(requestEnvelopeSchema.shape)) {
    const { [key]: _dropped, ...without } = base;
    cases.push([`${key} absent`, without]);
    for (const value of variants) cases.push([`${key}=${JSON.stringify(value)}`, { ...base, [key]: value }]);
    for (const size of sizes[key] ?? []) {
      for (const fill of ['7', 'f', 'F', 'x'])
        cases.push([`${key} ${size}×${fill}`, { ...base, [key]: fill.repeat(size) }]);
    }
    if (base[key] !== undefined) cases.push([`${key} with a line break`, { ...base, [key]: `${base[key]}\n` }]);
  }
  cases.push(['sealed', { ...base, _requestData: 'abc', _timeZone: 'Asia/Shanghai' }]);
  cases.push(['a stray field', { ...base, stray: '1' }]);

  it.each(cases)('agrees with requestEnvelopeSchema: %s', (_name, raw) => {
    const parsed = requestEnvelopeSchema.safeParse(raw);
    expect(checkEnvelope(raw)).toEqual(parsed.success ? parsed.data : null);
  });

  it('refuses an envelope the schema refuses and keeps the defaults the schema fills in', () => {
    expect(checkEnvelope({ ...base, eid: '' })).toBeNull();
    const { token: _t, userid: _u, ...anonymous } = base;
    expect(checkEnvelope(anonymous)).toMatchObject({ token: '', userid: '' });
  });
});
