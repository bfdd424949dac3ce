// npm run gen writes the params of each endpoint's call (src/generated/endpointParams.ts) from the
// endpoint table and the request types of src/platform/api/endpoints.ts; the brand validator checks a
// call action's params against them.
import { describe, it, expect } from 'vitest';
import { endpointParamSchemas } from '../../../src/generated/endpointParams.ts';
import { ENDPOINT_NAMES } from '../../../src/platform/api/endpoints.ts';

const names = (endpoint: string) => Object.keys(endpointParamSchemas[endpoint].properties);

describe('endpoint param schemas', () => {
  it('cover every endpoint of the api client', () => {
    expect(Object.keys(endpointParamSchemas).sort()).toEqual([...ENDPOINT_NAMES].sort());
  });

  it('name what the request sends: path, query and body params; required ones from the types, less those with defaults', () => {
    expect(endpointParamSchemas.getTopWins).toMatchObject({ required: ['tab'], additionalProperties: false });
    expect(names('getTopWins')).toEqual(['tab', 'limit']);
    expect(endpointParamSchemas.getGame.required).toEqual(['slug']); // {slug} of the path
    expect(endpointParamSchemas.getLocales.required).toEqual(['lng']);
    expect(endpointParamSchemas.logout.required).toEqual([]); // reason has a default
    expect(names('rakebackClaim').sort()).toEqual(['bonusId', 'claimDate', 'customerDate', 'timeZone']);
    expect(endpointParamSchemas.rakebackClaim.required).toEqual(['bonusId', 'claimDate']);
    expect(names('getProviders')).toEqual([]);
  });

  it('a body of every param takes the request schema (update-user-details.request) or the payload type (SignUpPayload)', () => {
    expect(names('updateUserDetails')).toContain('updateFrom');
    expect(names('updateUserDetails')).toContain('newPassword');
    expect(endpointParamSchemas.updateUserDetails.additionalProperties).toBe(false);
    expect(names('signUp')).toContain('firstName');
  });
});
