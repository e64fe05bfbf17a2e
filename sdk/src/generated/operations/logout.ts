// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const logout = {"id":"logout","method":"post","path":"/login/logout","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
