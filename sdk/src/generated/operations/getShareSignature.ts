// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getShareSignature = {"id":"getShareSignature","method":"get","path":"/vue/vipcenter/share","tag":"awards","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["url"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
