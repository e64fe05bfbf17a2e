// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const scLogin = {"id":"scLogin","method":"get","path":"/openapi/v1/vue/scLogin","tag":"sc","kind":"mutation","envelope":"json","auth":"none","pathParams":[],"queryParams":["code","phone","userId"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
