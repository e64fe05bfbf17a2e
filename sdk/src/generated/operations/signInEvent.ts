// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const signInEvent = {"id":"signInEvent","method":"post","path":"/login/signinPhoneOrEmail","tag":"files","kind":"mutation","envelope":"msg","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
