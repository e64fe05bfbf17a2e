// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
import { answerQuestion } from './operations/answerQuestion';
import { askQuestion } from './operations/askQuestion';
import { checkEventLoginCode } from './operations/checkEventLoginCode';
import { clickAd } from './operations/clickAd';
import { deleteRecordImage } from './operations/deleteRecordImage';
import { deleteServiceRecord } from './operations/deleteServiceRecord';
import { downloadReport } from './operations/downloadReport';
import { getAwardForm } from './operations/getAwardForm';
import { getClient } from './operations/getClient';
import { getCommunity } from './operations/getCommunity';
import { getCrmRecordDetail } from './operations/getCrmRecordDetail';
import { getCrmServiceColumns } from './operations/getCrmServiceColumns';
import { getDiscern } from './operations/getDiscern';
import { getEventFile } from './operations/getEventFile';
import { getFileDetail } from './operations/getFileDetail';
import { getFileEventId } from './operations/getFileEventId';
import { getLatestQuarterlyReport } from './operations/getLatestQuarterlyReport';
import { getMessageInfo } from './operations/getMessageInfo';
import { getResearchVideo } from './operations/getResearchVideo';
import { getScToken } from './operations/getScToken';
import { getServiceItem } from './operations/getServiceItem';
import { getShareSignature } from './operations/getShareSignature';
import { getSpecial } from './operations/getSpecial';
import { getTopic } from './operations/getTopic';
import { getUser } from './operations/getUser';
import { getWxQrCode } from './operations/getWxQrCode';
import { listAds } from './operations/listAds';
import { listAwardPages } from './operations/listAwardPages';
import { listAwards } from './operations/listAwards';
import { listBanners } from './operations/listBanners';
import { listCharts } from './operations/listCharts';
import { listComments } from './operations/listComments';
import { listCommunities } from './operations/listCommunities';
import { listCommunityTopics } from './operations/listCommunityTopics';
import { listCommunityUsers } from './operations/listCommunityUsers';
import { listCompaniesByIds } from './operations/listCompaniesByIds';
import { listCompanyLogos } from './operations/listCompanyLogos';
import { listCompanyTopics } from './operations/listCompanyTopics';
import { listDiscerns } from './operations/listDiscerns';
import { listDiscernsByCursor } from './operations/listDiscernsByCursor';
import { listEventAlbums } from './operations/listEventAlbums';
import { listEventFileGroups } from './operations/listEventFileGroups';
import { listEvents } from './operations/listEvents';
import { listExperts } from './operations/listExperts';
import { listFiles } from './operations/listFiles';
import { listHotLabels } from './operations/listHotLabels';
import { listMyArticles } from './operations/listMyArticles';
import { listMyClients } from './operations/listMyClients';
import { listMyReports } from './operations/listMyReports';
import { listNotices } from './operations/listNotices';
import { listQuarterlyReports } from './operations/listQuarterlyReports';
import { listQuestions } from './operations/listQuestions';
import { listReports } from './operations/listReports';
import { listResearchVideos } from './operations/listResearchVideos';
import { listSemiEvents } from './operations/listSemiEvents';
import { listServiceProjects } from './operations/listServiceProjects';
import { listSpecials } from './operations/listSpecials';
import { listSupplyTables } from './operations/listSupplyTables';
import { listTopAds } from './operations/listTopAds';
import { listTopics } from './operations/listTopics';
import { listTopicsPage } from './operations/listTopicsPage';
import { listTopTopics } from './operations/listTopTopics';
import { listUserTopics } from './operations/listUserTopics';
import { listWhitePaperCatalog } from './operations/listWhitePaperCatalog';
import { listWhitePapers } from './operations/listWhitePapers';
import { login } from './operations/login';
import { loginCallback } from './operations/loginCallback';
import { logout } from './operations/logout';
import { saveScreenshot } from './operations/saveScreenshot';
import { saveServiceRecord } from './operations/saveServiceRecord';
import { scLogin } from './operations/scLogin';
import { search } from './operations/search';
import { searchAds } from './operations/searchAds';
import { searchCompanies } from './operations/searchCompanies';
import { searchTag } from './operations/searchTag';
import { sendEventLoginCode } from './operations/sendEventLoginCode';
import { sendSms } from './operations/sendSms';
import { signInEvent } from './operations/signInEvent';
import { submitCooperation } from './operations/submitCooperation';
import { updateClient } from './operations/updateClient';
import { updateTopicField } from './operations/updateTopicField';
import { uploadImage } from './operations/uploadImage';

// One constant per operation, each in a module of its own: a bundle keeps only the operations it imports.
export { answerQuestion, askQuestion, checkEventLoginCode, clickAd, deleteRecordImage, deleteServiceRecord, downloadReport, getAwardForm, getClient, getCommunity, getCrmRecordDetail, getCrmServiceColumns, getDiscern, getEventFile, getFileDetail, getFileEventId, getLatestQuarterlyReport, getMessageInfo, getResearchVideo, getScToken, getServiceItem, getShareSignature, getSpecial, getTopic, getUser, getWxQrCode, listAds, listAwardPages, listAwards, listBanners, listCharts, listComments, listCommunities, listCommunityTopics, listCommunityUsers, listCompaniesByIds, listCompanyLogos, listCompanyTopics, listDiscerns, listDiscernsByCursor, listEventAlbums, listEventFileGroups, listEvents, listExperts, listFiles, listHotLabels, listMyArticles, listMyClients, listMyReports, listNotices, listQuarterlyReports, listQuestions, listReports, listResearchVideos, listSemiEvents, listServiceProjects, listSpecials, listSupplyTables, listTopAds, listTopics, listTopicsPage, listTopTopics, listUserTopics, listWhitePaperCatalog, listWhitePapers, login, loginCallback, logout, saveScreenshot, saveServiceRecord, scLogin, search, searchAds, searchCompanies, searchTag, sendEventLoginCode, sendSms, signInEvent, submitCooperation, updateClient, updateTopicField, uploadImage };

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
