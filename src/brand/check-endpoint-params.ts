// A call's params are the endpoint's (src/generated/endpointParams.ts, written by gen from the endpoint
// table and the request types): a name it does not send is reported with a suggestion, and a required
// one that is missing is reported too. The values stay expressions; only the names are checked here.
import type { RawProblem } from './messages.ts';
import type { TypedLocations } from './schema-walk.ts';
import { getAt, joinPointer } from './pointer.ts';
import { isPlainObject } from '../lib/json.ts';
import { didYouMean, listNames } from './suggest.ts';
import { endpointParamSchemas } from '../generated/endpointParams.ts';

export function checkEndpointParams(data: unknown, locations: TypedLocations): RawProblem[] {
  const problems: RawProblem[] = [];
  for (const place of locations.endpointParams) {
    if (typeof place.endpoint !== 'string' || !Object.hasOwn(endpointParamSchemas, place.endpoint)) continue; // the endpoint enum says so
    const schema = endpointParamSchemas[place.endpoint];
    const params = place.present ? getAt(data, place.pointer) : {};
    if (!isPlainObject(params)) continue; // the params schema says so
    const known = Object.keys(schema.properties);
    const takes = known.length ? `. It takes ${listNames(known, 30)}` : '. It takes no params';
    if (schema.additionalProperties === false) {
      for (const name of Object.keys(params)) {
        if (known.includes(name)) continue;
        problems.push({ pointer: joinPointer(place.pointer, name), at: 'key', message: `The endpoint ${place.endpoint} has no param "${name}", so it is never sent${didYouMean(name, known)}${takes}` });
      }
    }
    for (const name of schema.required) {
      if (Object.hasOwn(params, name)) continue;
      problems.push({ pointer: place.pointer, at: place.present ? 'key' : 'value', message: `The endpoint ${place.endpoint} needs the param "${name}", which is missing${takes}` });
    }
  }
  return problems;
}
