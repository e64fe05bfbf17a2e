// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const login = {"id":"login","method":"post","path":"/login/login","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
