// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getLatestQuarterlyReport = {"id":"getLatestQuarterlyReport","method":"get","path":"/irs/latest","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
