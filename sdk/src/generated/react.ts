// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
// Calls are marked pure so that bundlers drop the hooks an application does not use; each hook is
// handed its operation, so a bundle keeps only the operations of the hooks it uses.
import { createCursorQueryHook, createMutationHook, createPageQueryHook, createQueryHook } from '../react/hooks';
import { createAreaMutations, createAreaQueries } from '../react/areas';
import * as operations from './operations';

// portal
export const portalQueries = /* @__PURE__ */ createAreaQueries('portal');
export const portalMutations = /* @__PURE__ */ createAreaMutations('portal');
export const useGetCommunity = /* @__PURE__ */ createQueryHook(operations.getCommunity);
export const useGetDiscern = /* @__PURE__ */ createQueryHook(operations.getDiscern);
export const useGetSpecial = /* @__PURE__ */ createQueryHook(operations.getSpecial);
export const useGetTopic = /* @__PURE__ */ createQueryHook(operations.getTopic);
export const useGetUser = /* @__PURE__ */ createQueryHook(operations.getUser);
export const useListComments = /* @__PURE__ */ createCursorQueryHook(operations.listComments);
export const useListCommunities = /* @__PURE__ */ createQueryHook(operations.listCommunities);
export const useListCommunityTopics = /* @__PURE__ */ createCursorQueryHook(operations.listCommunityTopics);
export const useListCommunityUsers = /* @__PURE__ */ createQueryHook(operations.listCommunityUsers);
export const useListCompaniesByIds = /* @__PURE__ */ createQueryHook(operations.listCompaniesByIds);
export const useListCompanyTopics = /* @__PURE__ */ createCursorQueryHook(operations.listCompanyTopics);
export const useListDiscerns = /* @__PURE__ */ createQueryHook(operations.listDiscerns);
export const useInfiniteListDiscerns = /* @__PURE__ */ createPageQueryHook(operations.listDiscerns);
export const useListDiscernsByCursor = /* @__PURE__ */ createCursorQueryHook(operations.listDiscernsByCursor);
export const useListExperts = /* @__PURE__ */ createQueryHook(operations.listExperts);
export const useListHotLabels = /* @__PURE__ */ createQueryHook(operations.listHotLabels);
export const useListSpecials = /* @__PURE__ */ createCursorQueryHook(operations.listSpecials);
export const useListTopics = /* @__PURE__ */ createQueryHook(operations.listTopics);
export const useInfiniteListTopics = /* @__PURE__ */ createPageQueryHook(operations.listTopics);
export const useListTopTopics = /* @__PURE__ */ createQueryHook(operations.listTopTopics);
export const useListUserTopics = /* @__PURE__ */ createCursorQueryHook(operations.listUserTopics);
export const useSubmitCooperation = /* @__PURE__ */ createMutationHook(operations.submitCooperation);

// search
export const searchQueries = /* @__PURE__ */ createAreaQueries('search');
export const searchMutations = /* @__PURE__ */ createAreaMutations('search');
export const useSearch = /* @__PURE__ */ createCursorQueryHook(operations.search);
export const useSearchTag = /* @__PURE__ */ createQueryHook(operations.searchTag);

// auth
export const authQueries = /* @__PURE__ */ createAreaQueries('auth');
export const authMutations = /* @__PURE__ */ createAreaMutations('auth');
export const useGetWxQrCode = /* @__PURE__ */ createQueryHook(operations.getWxQrCode);
export const useLogin = /* @__PURE__ */ createMutationHook(operations.login);
export const useLoginCallback = /* @__PURE__ */ createMutationHook(operations.loginCallback);
export const useLogout = /* @__PURE__ */ createMutationHook(operations.logout);
export const useSendSms = /* @__PURE__ */ createMutationHook(operations.sendSms);

// questions
export const questionsQueries = /* @__PURE__ */ createAreaQueries('questions');
export const questionsMutations = /* @__PURE__ */ createAreaMutations('questions');
export const useAnswerQuestion = /* @__PURE__ */ createMutationHook(operations.answerQuestion);
export const useAskQuestion = /* @__PURE__ */ createMutationHook(operations.askQuestion);
export const useGetMessageInfo = /* @__PURE__ */ createQueryHook(operations.getMessageInfo);
export const useListQuestions = /* @__PURE__ */ createCursorQueryHook(operations.listQuestions);
export const useUpdateTopicField = /* @__PURE__ */ createMutationHook(operations.updateTopicField);
export const useUploadImage = /* @__PURE__ */ createMutationHook(operations.uploadImage);

// events
export const eventsQueries = /* @__PURE__ */ createAreaQueries('events');
export const eventsMutations = /* @__PURE__ */ createAreaMutations('events');
export const useGetLatestQuarterlyReport = /* @__PURE__ */ createQueryHook(operations.getLatestQuarterlyReport);
export const useGetResearchVideo = /* @__PURE__ */ createQueryHook(operations.getResearchVideo);
export const useListCompanyLogos = /* @__PURE__ */ createQueryHook(operations.listCompanyLogos);
export const useListEventAlbums = /* @__PURE__ */ createQueryHook(operations.listEventAlbums);
export const useListEvents = /* @__PURE__ */ createQueryHook(operations.listEvents);
export const useListQuarterlyReports = /* @__PURE__ */ createQueryHook(operations.listQuarterlyReports);
export const useListReports = /* @__PURE__ */ createQueryHook(operations.listReports);
export const useListResearchVideos = /* @__PURE__ */ createCursorQueryHook(operations.listResearchVideos);
export const useListSemiEvents = /* @__PURE__ */ createQueryHook(operations.listSemiEvents);
export const useListSupplyTables = /* @__PURE__ */ createQueryHook(operations.listSupplyTables);
export const useListTopicsPage = /* @__PURE__ */ createQueryHook(operations.listTopicsPage);
export const useListWhitePaperCatalog = /* @__PURE__ */ createQueryHook(operations.listWhitePaperCatalog);
export const useListWhitePapers = /* @__PURE__ */ createQueryHook(operations.listWhitePapers);

// files
export const filesQueries = /* @__PURE__ */ createAreaQueries('files');
export const filesMutations = /* @__PURE__ */ createAreaMutations('files');
export const useCheckEventLoginCode = /* @__PURE__ */ createMutationHook(operations.checkEventLoginCode);
export const useGetEventFile = /* @__PURE__ */ createQueryHook(operations.getEventFile);
export const useGetFileDetail = /* @__PURE__ */ createQueryHook(operations.getFileDetail);
export const useGetFileEventId = /* @__PURE__ */ createQueryHook(operations.getFileEventId);
export const useListEventFileGroups = /* @__PURE__ */ createQueryHook(operations.listEventFileGroups);
export const useListFiles = /* @__PURE__ */ createQueryHook(operations.listFiles);
export const useInfiniteListFiles = /* @__PURE__ */ createPageQueryHook(operations.listFiles);
export const useSendEventLoginCode = /* @__PURE__ */ createMutationHook(operations.sendEventLoginCode);
export const useSignInEvent = /* @__PURE__ */ createMutationHook(operations.signInEvent);

// ads
export const adsQueries = /* @__PURE__ */ createAreaQueries('ads');
export const adsMutations = /* @__PURE__ */ createAreaMutations('ads');
export const useClickAd = /* @__PURE__ */ createMutationHook(operations.clickAd);
export const useListAds = /* @__PURE__ */ createQueryHook(operations.listAds);
export const useListBanners = /* @__PURE__ */ createQueryHook(operations.listBanners);
export const useListTopAds = /* @__PURE__ */ createQueryHook(operations.listTopAds);
export const useSearchAds = /* @__PURE__ */ createQueryHook(operations.searchAds);
export const useInfiniteSearchAds = /* @__PURE__ */ createPageQueryHook(operations.searchAds);

// awards
export const awardsQueries = /* @__PURE__ */ createAreaQueries('awards');
export const awardsMutations = /* @__PURE__ */ createAreaMutations('awards');
export const useGetAwardForm = /* @__PURE__ */ createQueryHook(operations.getAwardForm);
export const useGetShareSignature = /* @__PURE__ */ createQueryHook(operations.getShareSignature);
export const useListAwardPages = /* @__PURE__ */ createQueryHook(operations.listAwardPages);
export const useListAwards = /* @__PURE__ */ createQueryHook(operations.listAwards);

// sc
export const scQueries = /* @__PURE__ */ createAreaQueries('sc');
export const scMutations = /* @__PURE__ */ createAreaMutations('sc');
export const useGetClient = /* @__PURE__ */ createQueryHook(operations.getClient);
export const useGetScToken = /* @__PURE__ */ createMutationHook(operations.getScToken);
export const useListCharts = /* @__PURE__ */ createQueryHook(operations.listCharts);
export const useInfiniteListCharts = /* @__PURE__ */ createPageQueryHook(operations.listCharts);
export const useListMyArticles = /* @__PURE__ */ createQueryHook(operations.listMyArticles);
export const useListMyClients = /* @__PURE__ */ createQueryHook(operations.listMyClients);
export const useListMyReports = /* @__PURE__ */ createQueryHook(operations.listMyReports);
export const useListNotices = /* @__PURE__ */ createQueryHook(operations.listNotices);
export const useInfiniteListNotices = /* @__PURE__ */ createPageQueryHook(operations.listNotices);
export const useScLogin = /* @__PURE__ */ createMutationHook(operations.scLogin);
export const useSearchCompanies = /* @__PURE__ */ createQueryHook(operations.searchCompanies);
export const useUpdateClient = /* @__PURE__ */ createMutationHook(operations.updateClient);

// crm
export const crmQueries = /* @__PURE__ */ createAreaQueries('crm');
export const crmMutations = /* @__PURE__ */ createAreaMutations('crm');
export const useDeleteRecordImage = /* @__PURE__ */ createMutationHook(operations.deleteRecordImage);
export const useDeleteServiceRecord = /* @__PURE__ */ createMutationHook(operations.deleteServiceRecord);
export const useDownloadReport = /* @__PURE__ */ createMutationHook(operations.downloadReport);
export const useGetCrmRecordDetail = /* @__PURE__ */ createQueryHook(operations.getCrmRecordDetail);
export const useGetCrmServiceColumns = /* @__PURE__ */ createQueryHook(operations.getCrmServiceColumns);
export const useGetServiceItem = /* @__PURE__ */ createQueryHook(operations.getServiceItem);
export const useListServiceProjects = /* @__PURE__ */ createQueryHook(operations.listServiceProjects);
export const useSaveScreenshot = /* @__PURE__ */ createMutationHook(operations.saveScreenshot);
export const useSaveServiceRecord = /* @__PURE__ */ createMutationHook(operations.saveServiceRecord);
