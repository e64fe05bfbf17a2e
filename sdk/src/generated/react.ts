// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
// Calls are marked pure so that bundlers drop the hooks an application does not use; each hook is
// handed its operation, so a bundle keeps only the operations of the hooks it uses. The hooks are
// made with the hand-written layer (react/adapter.ts), which imports nothing of this module.
import { createCursorQueryHook, createMutationHook, createPageQueryHook, createQueryHook } from '../react/adapter';
import { createAreaMutations, createAreaQueries } from '../react/areas';
import { answerQuestion, askQuestion, checkEventLoginCode, clickAd, deleteRecordImage, deleteServiceRecord, downloadReport, getAwardForm, getClient, getCommunity, getCrmRecordDetail, getCrmServiceColumns, getDiscern, getEventFile, getFileDetail, getFileEventId, getLatestQuarterlyReport, getMessageInfo, getResearchVideo, getScToken, getServiceItem, getShareSignature, getSpecial, getTopic, getUser, getWxQrCode, listAds, listAwardPages, listAwards, listBanners, listCharts, listComments, listCommunities, listCommunityTopics, listCommunityUsers, listCompaniesByIds, listCompanyLogos, listCompanyTopics, listDiscerns, listDiscernsByCursor, listEventAlbums, listEventFileGroups, listEvents, listExperts, listFiles, listHotLabels, listMyArticles, listMyClients, listMyReports, listNotices, listQuarterlyReports, listQuestions, listReports, listResearchVideos, listSemiEvents, listServiceProjects, listSpecials, listSupplyTables, listTopAds, listTopics, listTopicsPage, listTopTopics, listUserTopics, listWhitePaperCatalog, listWhitePapers, login, loginCallback, logout, saveScreenshot, saveServiceRecord, scLogin, search, searchAds, searchCompanies, searchTag, sendEventLoginCode, sendSms, signInEvent, submitCooperation, updateClient, updateTopicField, uploadImage } from './operations';

// portal
export const portalQueries = /* @__PURE__ */ createAreaQueries('portal');
export const portalMutations = /* @__PURE__ */ createAreaMutations('portal');
export const useGetCommunity = /* @__PURE__ */ createQueryHook(getCommunity);
export const useGetDiscern = /* @__PURE__ */ createQueryHook(getDiscern);
export const useGetSpecial = /* @__PURE__ */ createQueryHook(getSpecial);
export const useGetTopic = /* @__PURE__ */ createQueryHook(getTopic);
export const useGetUser = /* @__PURE__ */ createQueryHook(getUser);
export const useListComments = /* @__PURE__ */ createCursorQueryHook(listComments);
export const useListCommunities = /* @__PURE__ */ createQueryHook(listCommunities);
export const useListCommunityTopics = /* @__PURE__ */ createCursorQueryHook(listCommunityTopics);
export const useListCommunityUsers = /* @__PURE__ */ createQueryHook(listCommunityUsers);
export const useListCompaniesByIds = /* @__PURE__ */ createQueryHook(listCompaniesByIds);
export const useListCompanyTopics = /* @__PURE__ */ createCursorQueryHook(listCompanyTopics);
export const useListDiscerns = /* @__PURE__ */ createQueryHook(listDiscerns);
export const useInfiniteListDiscerns = /* @__PURE__ */ createPageQueryHook(listDiscerns);
export const useListDiscernsByCursor = /* @__PURE__ */ createCursorQueryHook(listDiscernsByCursor);
export const useListExperts = /* @__PURE__ */ createQueryHook(listExperts);
export const useListHotLabels = /* @__PURE__ */ createQueryHook(listHotLabels);
export const useListSpecials = /* @__PURE__ */ createCursorQueryHook(listSpecials);
export const useListTopics = /* @__PURE__ */ createQueryHook(listTopics);
export const useInfiniteListTopics = /* @__PURE__ */ createPageQueryHook(listTopics);
export const useListTopTopics = /* @__PURE__ */ createQueryHook(listTopTopics);
export const useListUserTopics = /* @__PURE__ */ createCursorQueryHook(listUserTopics);
export const useSubmitCooperation = /* @__PURE__ */ createMutationHook(submitCooperation);

// search
export const searchQueries = /* @__PURE__ */ createAreaQueries('search');
export const searchMutations = /* @__PURE__ */ createAreaMutations('search');
export const useSearch = /* @__PURE__ */ createCursorQueryHook(search);
export const useSearchTag = /* @__PURE__ */ createQueryHook(searchTag);

// auth
export const authQueries = /* @__PURE__ */ createAreaQueries('auth');
export const authMutations = /* @__PURE__ */ createAreaMutations('auth');
export const useGetWxQrCode = /* @__PURE__ */ createQueryHook(getWxQrCode);
export const useLogin = /* @__PURE__ */ createMutationHook(login);
export const useLoginCallback = /* @__PURE__ */ createMutationHook(loginCallback);
export const useLogout = /* @__PURE__ */ createMutationHook(logout);
export const useSendSms = /* @__PURE__ */ createMutationHook(sendSms);

// questions
export const questionsQueries = /* @__PURE__ */ createAreaQueries('questions');
export const questionsMutations = /* @__PURE__ */ createAreaMutations('questions');
export const useAnswerQuestion = /* @__PURE__ */ createMutationHook(answerQuestion);
export const useAskQuestion = /* @__PURE__ */ createMutationHook(askQuestion);
export const useGetMessageInfo = /* @__PURE__ */ createQueryHook(getMessageInfo);
export const useListQuestions = /* @__PURE__ */ createCursorQueryHook(listQuestions);
export const useUpdateTopicField = /* @__PURE__ */ createMutationHook(updateTopicField);
export const useUploadImage = /* @__PURE__ */ createMutationHook(uploadImage);

// events
export const eventsQueries = /* @__PURE__ */ createAreaQueries('events');
export const eventsMutations = /* @__PURE__ */ createAreaMutations('events');
export const useGetLatestQuarterlyReport = /* @__PURE__ */ createQueryHook(getLatestQuarterlyReport);
export const useGetResearchVideo = /* @__PURE__ */ createQueryHook(getResearchVideo);
export const useListCompanyLogos = /* @__PURE__ */ createQueryHook(listCompanyLogos);
export const useListEventAlbums = /* @__PURE__ */ createQueryHook(listEventAlbums);
export const useListEvents = /* @__PURE__ */ createQueryHook(listEvents);
export const useListQuarterlyReports = /* @__PURE__ */ createQueryHook(listQuarterlyReports);
export const useListReports = /* @__PURE__ */ createQueryHook(listReports);
export const useListResearchVideos = /* @__PURE__ */ createCursorQueryHook(listResearchVideos);
export const useListSemiEvents = /* @__PURE__ */ createQueryHook(listSemiEvents);
export const useListSupplyTables = /* @__PURE__ */ createQueryHook(listSupplyTables);
export const useListTopicsPage = /* @__PURE__ */ createQueryHook(listTopicsPage);
export const useListWhitePaperCatalog = /* @__PURE__ */ createQueryHook(listWhitePaperCatalog);
export const useListWhitePapers = /* @__PURE__ */ createQueryHook(listWhitePapers);

// files
export const filesQueries = /* @__PURE__ */ createAreaQueries('files');
export const filesMutations = /* @__PURE__ */ createAreaMutations('files');
export const useCheckEventLoginCode = /* @__PURE__ */ createMutationHook(checkEventLoginCode);
export const useGetEventFile = /* @__PURE__ */ createQueryHook(getEventFile);
export const useGetFileDetail = /* @__PURE__ */ createQueryHook(getFileDetail);
export const useGetFileEventId = /* @__PURE__ */ createQueryHook(getFileEventId);
export const useListEventFileGroups = /* @__PURE__ */ createQueryHook(listEventFileGroups);
export const useListFiles = /* @__PURE__ */ createQueryHook(listFiles);
export const useInfiniteListFiles = /* @__PURE__ */ createPageQueryHook(listFiles);
export const useSendEventLoginCode = /* @__PURE__ */ createMutationHook(sendEventLoginCode);
export const useSignInEvent = /* @__PURE__ */ createMutationHook(signInEvent);

// ads
export const adsQueries = /* @__PURE__ */ createAreaQueries('ads');
export const adsMutations = /* @__PURE__ */ createAreaMutations('ads');
export const useClickAd = /* @__PURE__ */ createMutationHook(clickAd);
export const useListAds = /* @__PURE__ */ createQueryHook(listAds);
export const useListBanners = /* @__PURE__ */ createQueryHook(listBanners);
export const useListTopAds = /* @__PURE__ */ createQueryHook(listTopAds);
export const useSearchAds = /* @__PURE__ */ createQueryHook(searchAds);
export const useInfiniteSearchAds = /* @__PURE__ */ createPageQueryHook(searchAds);

// awards
export const awardsQueries = /* @__PURE__ */ createAreaQueries('awards');
export const awardsMutations = /* @__PURE__ */ createAreaMutations('awards');
export const useGetAwardForm = /* @__PURE__ */ createQueryHook(getAwardForm);
export const useGetShareSignature = /* @__PURE__ */ createQueryHook(getShareSignature);
export const useListAwardPages = /* @__PURE__ */ createQueryHook(listAwardPages);
export const useListAwards = /* @__PURE__ */ createQueryHook(listAwards);

// sc
export const scQueries = /* @__PURE__ */ createAreaQueries('sc');
export const scMutations = /* @__PURE__ */ createAreaMutations('sc');
export const useGetClient = /* @__PURE__ */ createQueryHook(getClient);
export const useGetScToken = /* @__PURE__ */ createMutationHook(getScToken);
export const useListCharts = /* @__PURE__ */ createQueryHook(listCharts);
export const useInfiniteListCharts = /* @__PURE__ */ createPageQueryHook(listCharts);
export const useListMyArticles = /* @__PURE__ */ createQueryHook(listMyArticles);
export const useListMyClients = /* @__PURE__ */ createQueryHook(listMyClients);
export const useListMyReports = /* @__PURE__ */ createQueryHook(listMyReports);
export const useListNotices = /* @__PURE__ */ createQueryHook(listNotices);
export const useInfiniteListNotices = /* @__PURE__ */ createPageQueryHook(listNotices);
export const useScLogin = /* @__PURE__ */ createMutationHook(scLogin);
export const useSearchCompanies = /* @__PURE__ */ createQueryHook(searchCompanies);
export const useUpdateClient = /* @__PURE__ */ createMutationHook(updateClient);

// crm
export const crmQueries = /* @__PURE__ */ createAreaQueries('crm');
export const crmMutations = /* @__PURE__ */ createAreaMutations('crm');
export const useDeleteRecordImage = /* @__PURE__ */ createMutationHook(deleteRecordImage);
export const useDeleteServiceRecord = /* @__PURE__ */ createMutationHook(deleteServiceRecord);
export const useDownloadReport = /* @__PURE__ */ createMutationHook(downloadReport);
export const useGetCrmRecordDetail = /* @__PURE__ */ createQueryHook(getCrmRecordDetail);
export const useGetCrmServiceColumns = /* @__PURE__ */ createQueryHook(getCrmServiceColumns);
export const useGetServiceItem = /* @__PURE__ */ createQueryHook(getServiceItem);
export const useListServiceProjects = /* @__PURE__ */ createQueryHook(listServiceProjects);
export const useSaveScreenshot = /* @__PURE__ */ createMutationHook(saveScreenshot);
export const useSaveServiceRecord = /* @__PURE__ */ createMutationHook(saveServiceRecord);
