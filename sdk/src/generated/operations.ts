// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import type { OperationMeta } from '../operation-meta';

// One constant per operation: a bundle keeps only the operations it imports (`createCaller`).
export const answerQuestion = {"id":"answerQuestion","method":"post","path":"/openapi/v1/vue/topics/answer","tag":"questions","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["listQuestions","getMessageInfo"],"files":{}} as const satisfies OperationMeta;
export const askQuestion = {"id":"askQuestion","method":"post","path":"/openapi/v1/vue/topics/askQuestion","tag":"questions","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["listQuestions","getMessageInfo"],"files":{}} as const satisfies OperationMeta;
export const checkEventLoginCode = {"id":"checkEventLoginCode","method":"post","path":"/login/codeCheckPhoneOrEmail","tag":"files","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const clickAd = {"id":"clickAd","method":"post","path":"/openapi/v1/vue/clickAds","tag":"ads","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const deleteRecordImage = {"id":"deleteRecordImage","method":"post","path":"/openapi/v1/vue/crm/image/delete","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["getServiceItem"],"files":{}} as const satisfies OperationMeta;
export const deleteServiceRecord = {"id":"deleteServiceRecord","method":"get","path":"/openapi/v1/vue/crm/item/delete","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":["id"],"body":null,"response":"json","pagination":null,"payload":null,"invalidates":["getServiceItem","listServiceProjects"],"files":{}} as const satisfies OperationMeta;
export const downloadReport = {"id":"downloadReport","method":"post","path":"/openapi/v1/vue/crm/downloadReport","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"blob","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getAwardForm = {"id":"getAwardForm","method":"get","path":"/openapi/v1/vue/awards/{year}/forms/{type}","tag":"awards","kind":"query","envelope":"json","auth":"session","pathParams":["year","type"],"queryParams":[],"body":null,"response":"blob","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getClient = {"id":"getClient","method":"get","path":"/openapi/v1/vue/client/{id}","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getCommunity = {"id":"getCommunity","method":"get","path":"/openapi/v1/vue/community/{id}","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getCrmRecordDetail = {"id":"getCrmRecordDetail","method":"get","path":"/crm/api/record/detail","tag":"crm","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["serviceTypeId","serviceId"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getCrmServiceColumns = {"id":"getCrmServiceColumns","method":"get","path":"/crm/api/service/columns","tag":"crm","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["executorPc","type","itemIds","ownerUser","executor"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getDiscern = {"id":"getDiscern","method":"get","path":"/openapi/v1/vue/discern/{id}","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getEventFile = {"id":"getEventFile","method":"post","path":"/login/getEventFile","tag":"files","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getFileDetail = {"id":"getFileDetail","method":"post","path":"/openapi/v1/vue/file","tag":"files","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getFileEventId = {"id":"getFileEventId","method":"get","path":"/events/m/fileEventId/{id}","tag":"files","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getLatestQuarterlyReport = {"id":"getLatestQuarterlyReport","method":"get","path":"/irs/latest","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getMessageInfo = {"id":"getMessageInfo","method":"get","path":"/openapi/v1/vue/messageInfo","tag":"questions","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["type","id"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getResearchVideo = {"id":"getResearchVideo","method":"get","path":"/partner/research_video_detail","tag":"events","kind":"query","envelope":"data","auth":"session","pathParams":[],"queryParams":["id"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getScToken = {"id":"getScToken","method":"get","path":"/openapi/v1/vue/scUserCheck","tag":"sc","kind":"mutation","envelope":"json","auth":"none","pathParams":[],"queryParams":["phone","userId"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getServiceItem = {"id":"getServiceItem","method":"get","path":"/openapi/v1/vue/crm/item/{id}","tag":"crm","kind":"query","envelope":"json","auth":"sc","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getShareSignature = {"id":"getShareSignature","method":"get","path":"/vue/vipcenter/share","tag":"awards","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["url"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getSpecial = {"id":"getSpecial","method":"get","path":"/openapi/v1/vue/special/{id}","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getTopic = {"id":"getTopic","method":"get","path":"/openapi/v1/vue/topic/{id}","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getUser = {"id":"getUser","method":"get","path":"/openapi/v1/vue/user/{id}","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":["id"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const getWxQrCode = {"id":"getWxQrCode","method":"get","path":"/openapi/v1/vue/wxQrCode","tag":"auth","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listAds = {"id":"listAds","method":"post","path":"/openapi/v1/vue/ads","tag":"ads","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listAwardPages = {"id":"listAwardPages","method":"get","path":"/openapi/v1/vue/awards/pages","tag":"awards","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listAwards = {"id":"listAwards","method":"get","path":"/openapi/v1/vue/awards/{year}","tag":"awards","kind":"query","envelope":"json","auth":"session","pathParams":["year"],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listBanners = {"id":"listBanners","method":"post","path":"/openapi/v1/vue/banners","tag":"ads","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listCharts = {"id":"listCharts","method":"get","path":"/openapi/v1/vue/sc/chart/list","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["key","page","limit","type","open"],"body":null,"response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"data","total":"total","defaultSize":18,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listComments = {"id":"listComments","method":"post","path":"/openapi/v1/vue/comments","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listCommunities = {"id":"listCommunities","method":"get","path":"/openapi/v1/vue/communities","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listCommunityTopics = {"id":"listCommunityTopics","method":"post","path":"/openapi/v1/vue/community/topics","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listCommunityUsers = {"id":"listCommunityUsers","method":"post","path":"/openapi/v1/vue/community/users","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listCompaniesByIds = {"id":"listCompaniesByIds","method":"post","path":"/vue/openapi/compsByIds","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listCompanyLogos = {"id":"listCompanyLogos","method":"get","path":"/display/events/logos","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry","exclude"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listCompanyTopics = {"id":"listCompanyTopics","method":"post","path":"/openapi/v1/vue/company/topics","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listDiscerns = {"id":"listDiscerns","method":"post","path":"/openapi/v1/vue/discerns","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"page","page":"pageindex","size":"pagesize","items":"list","totalPages":"totalPageNum","defaultSize":null,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listDiscernsByCursor = {"id":"listDiscernsByCursor","method":"post","path":"/openapi/v1/vue/discerns/cursor","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":"list","itemCursor":"date","cursorFormat":"datetime","defaultLimit":20,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listEventAlbums = {"id":"listEventAlbums","method":"get","path":"/display/events/albums","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listEventFileGroups = {"id":"listEventFileGroups","method":"get","path":"/events/pc/files","tag":"files","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listEvents = {"id":"listEvents","method":"get","path":"/display/events/list","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["type"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listExperts = {"id":"listExperts","method":"post","path":"/openapi/v1/vue/experts","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listFiles = {"id":"listFiles","method":"get","path":"/openapi/v1/vue/files","tag":"files","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry","pageNum","limit"],"body":null,"response":"json","pagination":{"style":"page","page":"pageNum","size":"limit","items":"list","total":"total","defaultSize":20,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listHotLabels = {"id":"listHotLabels","method":"post","path":"/openapi/v1/vue/hotlabels","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listMyArticles = {"id":"listMyArticles","method":"get","path":"/openapi/v1/vue/admin/articles/view","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["author"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listMyClients = {"id":"listMyClients","method":"get","path":"/openapi/v1/vue/myClient","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["phone"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listMyReports = {"id":"listMyReports","method":"get","path":"/openapi/v1/vue/myreport","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["userId","phone"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listNotices = {"id":"listNotices","method":"get","path":"/openapi/v1/vue/sc/notices","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["page","limit","tag"],"body":null,"response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"data","defaultSize":18,"itemId":null},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listQuarterlyReports = {"id":"listQuarterlyReports","method":"get","path":"/irs/reports","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["before"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listQuestions = {"id":"listQuestions","method":"post","path":"/openapi/v1/vue/questions","tag":"questions","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":20,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listReports = {"id":"listReports","method":"get","path":"/display/events/wp/jibaolist","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listResearchVideos = {"id":"listResearchVideos","method":"get","path":"/partner/research_video_list","tag":"events","kind":"query","envelope":"data","auth":"session","pathParams":[],"queryParams":["limit","date"],"body":null,"response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listSemiEvents = {"id":"listSemiEvents","method":"get","path":"/semi/events/list","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["type"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listServiceProjects = {"id":"listServiceProjects","method":"get","path":"/openapi/v1/vue/crm/services","tag":"crm","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["phone","type"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listSpecials = {"id":"listSpecials","method":"post","path":"/openapi/v1/vue/specials","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listSupplyTables = {"id":"listSupplyTables","method":"get","path":"/partner/supply/tables","tag":"events","kind":"query","envelope":"data","auth":"session","pathParams":[],"queryParams":["cid"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listTopAds = {"id":"listTopAds","method":"get","path":"/openapi/v1/vue/topAds","tag":"ads","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listTopics = {"id":"listTopics","method":"post","path":"/openapi/v1/vue/topics","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"topics","total":"total","defaultSize":null,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listTopicsPage = {"id":"listTopicsPage","method":"post","path":"/openapi/v1/vue/topicsPage","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listTopTopics = {"id":"listTopTopics","method":"post","path":"/openapi/v1/vue/toptopics","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listUserTopics = {"id":"listUserTopics","method":"post","path":"/openapi/v1/vue/user/topics","tag":"portal","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listWhitePaperCatalog = {"id":"listWhitePaperCatalog","method":"get","path":"/display/events/wp/list","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const listWhitePapers = {"id":"listWhitePapers","method":"get","path":"/display/events/wp/pcmore","tag":"events","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":["industry","exclude"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const login = {"id":"login","method":"post","path":"/login/login","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const loginCallback = {"id":"loginCallback","method":"get","path":"/openapi/v1/vue/wxLogin","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":["code","state","industry"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const logout = {"id":"logout","method":"post","path":"/login/logout","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":null,"response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const saveScreenshot = {"id":"saveScreenshot","method":"post","path":"/openapi/v1/vue/crm/screenshot","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["getServiceItem"],"files":{}} as const satisfies OperationMeta;
export const saveServiceRecord = {"id":"saveServiceRecord","method":"post","path":"/openapi/v1/vue/crm/save","tag":"crm","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["getServiceItem","listServiceProjects"],"files":{}} as const satisfies OperationMeta;
export const scLogin = {"id":"scLogin","method":"get","path":"/openapi/v1/vue/scLogin","tag":"sc","kind":"mutation","envelope":"json","auth":"none","pathParams":[],"queryParams":["code","phone","userId"],"body":null,"response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const search = {"id":"search","method":"post","path":"/openapi/v1/vue/search2","tag":"search","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"cursor","cursor":"date","limit":"limit","items":".","itemCursor":"date","cursorFormat":"datetime","defaultLimit":null,"itemId":"id"},"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const searchAds = {"id":"searchAds","method":"post","path":"/openapi/v1/liteapi/v2/streamad/datas","tag":"ads","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":{"style":"page","page":"page","size":"limit","items":"items","total":"total","defaultSize":10,"itemId":"id"},"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const searchCompanies = {"id":"searchCompanies","method":"get","path":"/openapi/v1/vue/admin/companys","tag":"sc","kind":"query","envelope":"json","auth":"sc","pathParams":[],"queryParams":["key"],"body":null,"response":"json","pagination":null,"payload":"array","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const searchTag = {"id":"searchTag","method":"post","path":"/openapi/v1/vue/searchTag","tag":"search","kind":"query","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{}} as const satisfies OperationMeta;
export const sendEventLoginCode = {"id":"sendEventLoginCode","method":"post","path":"/login/sendCodePhoneOrEmail","tag":"files","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const sendSms = {"id":"sendSms","method":"get","path":"/openapi/v1/vue/sendSms","tag":"auth","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":["phone","email","type","userId"],"body":null,"response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const signInEvent = {"id":"signInEvent","method":"post","path":"/login/signinPhoneOrEmail","tag":"files","kind":"mutation","envelope":"msg","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const submitCooperation = {"id":"submitCooperation","method":"post","path":"/vue/vipcenter/ruzhu","tag":"portal","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":[],"files":{}} as const satisfies OperationMeta;
export const updateClient = {"id":"updateClient","method":"post","path":"/openapi/v1/vue/crm/company/update","tag":"sc","kind":"mutation","envelope":"json","auth":"sc","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["getClient","listMyClients"],"files":{}} as const satisfies OperationMeta;
export const updateTopicField = {"id":"updateTopicField","method":"post","path":"/openapi/v1/vue/topics/update","tag":"questions","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"json","response":"json","pagination":null,"payload":null,"invalidates":["listQuestions","getMessageInfo"],"files":{}} as const satisfies OperationMeta;
export const uploadImage = {"id":"uploadImage","method":"post","path":"/openapi/v1/vue/uploadImg","tag":"questions","kind":"mutation","envelope":"json","auth":"session","pathParams":[],"queryParams":[],"body":"multipart","response":"json","pagination":null,"payload":"object","invalidates":[],"files":{"image":{"types":["image/jpeg","image/png"],"maxBytes":2097152}}} as const satisfies OperationMeta;

/** Every operation of the contract: operationId → method, path, area, read or write, paging, envelope, invalidations. */
export const operationTable = {
  answerQuestion,
  askQuestion,
  checkEventLoginCode,
  clickAd,
  deleteRecordImage,
  deleteServiceRecord,
  downloadReport,
  getAwardForm,
  getClient,
  getCommunity,
  getCrmRecordDetail,
  getCrmServiceColumns,
  getDiscern,
  getEventFile,
  getFileDetail,
  getFileEventId,
  getLatestQuarterlyReport,
  getMessageInfo,
  getResearchVideo,
  getScToken,
  getServiceItem,
  getShareSignature,
  getSpecial,
  getTopic,
  getUser,
  getWxQrCode,
  listAds,
  listAwardPages,
  listAwards,
  listBanners,
  listCharts,
  listComments,
  listCommunities,
  listCommunityTopics,
  listCommunityUsers,
  listCompaniesByIds,
  listCompanyLogos,
  listCompanyTopics,
  listDiscerns,
  listDiscernsByCursor,
  listEventAlbums,
  listEventFileGroups,
  listEvents,
  listExperts,
  listFiles,
  listHotLabels,
  listMyArticles,
  listMyClients,
  listMyReports,
  listNotices,
  listQuarterlyReports,
  listQuestions,
  listReports,
  listResearchVideos,
  listSemiEvents,
  listServiceProjects,
  listSpecials,
  listSupplyTables,
  listTopAds,
  listTopics,
  listTopicsPage,
  listTopTopics,
  listUserTopics,
  listWhitePaperCatalog,
  listWhitePapers,
  login,
  loginCallback,
  logout,
  saveScreenshot,
  saveServiceRecord,
  scLogin,
  search,
  searchAds,
  searchCompanies,
  searchTag,
  sendEventLoginCode,
  sendSms,
  signInEvent,
  submitCooperation,
  updateClient,
  updateTopicField,
  uploadImage,
} as const;

/** The areas (tags) of the contract, in its order. */
export const areas = ["portal","search","auth","questions","events","files","ads","awards","sc","crm"] as const;
