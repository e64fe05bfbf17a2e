// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getWxQrCode = {"id":"getWxQrCode","method":"get","path":"/openapi/v1/vue/wxQrCode","tag":"auth","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
