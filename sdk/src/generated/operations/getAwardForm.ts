// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getAwardForm = {"id":"getAwardForm","method":"get","path":"/openapi/v1/vue/awards/{year}/forms/{type}","tag":"awards","kind":"query","envelope":"json","auth":"session","pathParams":["year","type"],"queryParams":[],"body":null,"response":"blob","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
