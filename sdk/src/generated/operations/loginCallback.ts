// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const loginCallback = {"id":"loginCallback","method":"get","path":"/openapi/v1/vue/wxLogin","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":["code","state","industry"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
