// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const listSemiEvents = {"id":"listSemiEvents","method":"get","path":"/semi/events/list","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["type"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
