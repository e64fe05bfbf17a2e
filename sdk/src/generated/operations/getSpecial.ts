// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getSpecial = {"id":"getSpecial","method":"get","path":"/openapi/v1/vue/special/{id}","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
