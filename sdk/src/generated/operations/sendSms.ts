// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const sendSms = {"id":"sendSms","method":"get","path":"/openapi/v1/vue/sendSms","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":["phone","email","type","userId"],"body":null,"response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
