// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const clickAd = {"id":"clickAd","method":"post","path":"/openapi/v1/vue/clickAds","tag":"ads","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
