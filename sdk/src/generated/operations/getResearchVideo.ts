// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../../operation-meta';

export const getResearchVideo = {"id":"getResearchVideo","method":"get","path":"/partner/research_video_detail","tag":"events","kind":"query","envelope":"data","auth":"session","pathParams":[],"queryParams":["id"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
