// Generated from openapi/dist/openapi.json by `npm run generate -w @hangjia/sdk`. Do not edit.
export interface paths {
    "/openapi/v1/vue/ads": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ads in three slots (part1 to part3); type 3 home, 4 community, 5 news page */
        post: operations["listAds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Home banner carousel */
        post: operations["listBanners"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/topAds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The closable top ad carousel (shown only when there are ads) */
        get: operations["listTopAds"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/clickAds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reports an ad click */
        post: operations["clickAd"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Portal login by phone or e-mail code
         * @description Answers the session token and its header name.
         */
        post: operations["login"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ends the session; the client clears its cookies and reloads */
        post: operations["logout"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/sendSms": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sends a login code by SMS or e-mail (portal and supply-chain logins) */
        get: operations["sendSms"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/wxQrCode": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The WeChat QR login page to embed, with its state value */
        get: operations["getWxQrCode"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/wxLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The login return (/blank) exchanges the WeChat code and state for the user */
        get: operations["loginCallback"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/awards/{year}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The award lists of one year (年度获奖产品, the award pages' winners and top-10 lists) */
        get: operations["listAwards"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/awards/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The award lists, pictures, contacts and advisory groups of the award pages 2020–2024 */
        get: operations["listAwardPages"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/awards/{year}/forms/{type}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The application form of one award type of a year, a Word document (2024行家说极光奖产品奖申报表.docx)
         * @description The apply dialogs of 2023 and 2024 offer the form of the chosen type for download; the answer is the document, named by Content-Disposition. A year or type without a form comes back as the JSON envelope with code 404 instead.
         */
        get: operations["getAwardForm"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/services": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My service projects by status with the three tab counts (service tab of /sc/person)
         * @description Each project is a company card; the user's own items (executorPhone contains the account) are shown first. Clicking an item opens the service detail.
         */
        get: operations["listServiceProjects"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/item/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * A service item with its records (the service detail dialog)
         * @description Type 1 records are descriptions with pictures, type 2 bound ads with placements, types 3 and 4 bound companies and periods with article counts, total and average reads.
         */
        get: operations["getServiceItem"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Adds a description (type 1), binds an ad (type 2) or binds a company and period (types 3 and 4)
         * @description The client checks the forms before sending: the binding form needs company, start and end
         *     ('填写公司简称、时间信息'); the description form needs a description or at least one picture
         *     ('添加描述或者图片'). The service-type radio is shown only for type 4 ('其它服务' for the item
         *     内容服务-其它服务, where the industry radio is hidden). Success toasts: '成功添加描述',
         *     '成功绑定广告', '设置成功'.
         */
        post: operations["saveServiceRecord"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/screenshot": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Saves the uploaded screenshot of a record; the page shows '成功上传截图'
         * @description Only the record's creator may upload. The picture itself is uploaded first (uploadImage).
         */
        post: operations["saveScreenshot"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/item/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Deletes a record (a GET that writes); the page shows '成功删除'
         * @description Only the record's creator sees the delete action.
         */
        get: operations["deleteServiceRecord"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/image/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deletes a picture or the screenshot of a record; the page shows '成功删除' */
        post: operations["deleteRecordImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/downloadReport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The service report of an item as a spreadsheet (服务报告.xlsx)
         * @description The answer is the file; a failure comes back as the JSON envelope instead.
         */
        post: operations["downloadReport"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crm/api/service/columns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The customer progress table of /sc/myservice (cascader tree, grouped columns, rows by contract)
         * @description The cascader picks service types (multi-select); the table has a fixed column of contract and owner and grouped sortable columns. Clicking a cell opens the record detail (getCrmRecordDetail).
         */
        get: operations["getCrmServiceColumns"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/crm/api/record/detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The records of one cell of the progress table, by service type */
        get: operations["getCrmRecordDetail"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/display/events/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Events of the display industry
         * @description done 1 events form the 'newest' list (eventDate ascending), the others 往期回顾 (descending).
         */
        get: operations["listEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/semi/events/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Events of the third-generation semiconductor industry (type 1) */
        get: operations["listSemiEvents"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/display/events/albums": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The events area's photo albums, one per year 2017–2021 (the 2021 album has 16 photos) */
        get: operations["listEventAlbums"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/display/events/wp/pcmore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** White papers (调研白皮书; up to 5 on home) */
        get: operations["listWhitePapers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/display/events/wp/jibaolist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reports (报告) for /reports */
        get: operations["listReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/display/events/wp/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The white-paper catalogue with prices and contributors (调研中, 最新发布, 往期推荐)
         * @description /reports sorts the answer: id 1628733450620 always 往期推荐; done 1 and publishedOnline 0 调研中; done 1 otherwise 最新发布 with the date shown as expected (预计); done not 1: 最新发布 while published less than 2 years ago, else 往期推荐.
         */
        get: operations["listWhitePaperCatalog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/display/events/logos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Company logos (年度合作企业 on home, partner logos by year) */
        get: operations["listCompanyLogos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/irs/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Quarterly internal-reference reports (季报) by year; the old archive lists up to 2021 */
        get: operations["listQuarterlyReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/irs/latest": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The latest quarterly report */
        get: operations["getLatestQuarterlyReport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/research_video_detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Research video detail (/canyan/{id}) from the partner open API */
        get: operations["getResearchVideo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/research_video_list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Research videos by date cursor (20 a request) */
        get: operations["listResearchVideos"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/partner/supply/tables": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Supply-chain comparison tables of a community */
        get: operations["listSupplyTables"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/pc/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Event speaker files grouped by event (/files; up to 12 on home) */
        get: operations["listEventFileGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Speaker files, 20 a page (supply-chain file lists) */
        get: operations["listFiles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/file": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** File detail by id and user; a code other than 0 shows '文件信息获取失败' */
        post: operations["getFileDetail"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/events/m/fileEventId/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The event a file belongs to (to pick its stored file token) */
        get: operations["getFileEventId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/getEventFile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The file's preview images for a signed-up visitor; code 2 means the token is rejected */
        post: operations["getEventFile"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/sendCodePhoneOrEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a sign-in code to the phone or e-mail used at event sign-up */
        post: operations["sendEventLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/codeCheckPhoneOrEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check the sign-in code; failure shows '验证码错误' */
        post: operations["checkEventLoginCode"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/login/signinPhoneOrEmail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in to an event's files; `msg` holds the file token */
        post: operations["signInEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/discerns": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Industry data charts (产业数据), a page at a time
         * @description The data page asks 45 a page (pager count 11); the home page asks 30.
         */
        post: operations["listDiscerns"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/discerns/cursor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Industry data charts by date cursor (supply-chain data lists) */
        post: operations["listDiscernsByCursor"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/discern/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One industry data chart */
        get: operations["getDiscern"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * News topics (产业头条 and /news), a page at a time
         * @description Items with type 1 take their title from `article.title`, others from `answer.title`. For 每日热榜 (cate 3) the list is the daily hot list, shown without a pager.
         */
        post: operations["listTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/topicsPage": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * The events-area news list
         * @description Asks 30 items (type 9, classify 新型显示); the pager uses page size 20. For 每日热榜 the answer is a plain list.
         */
        post: operations["listTopicsPage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/toptopics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Pinned top topics, shown before the news list */
        post: operations["listTopTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/hotlabels": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hot tags (11 on the home page) */
        post: operations["listHotLabels"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/specials": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Specials (专题) by date cursor, 18 a request on /specials, 3 on home */
        post: operations["listSpecials"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/special/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One special with its articles (type 1) and Q&As (type 3) */
        get: operations["getSpecial"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/topic/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One topic, an article (type 1) or a Q&A (type 3) */
        get: operations["getTopic"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/comments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Comments of a topic by date cursor */
        post: operations["listComments"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/user/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An expert or organisation profile */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/user/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An expert's feed, tab 动态 (type 1) or 精选 (type 2), 20 a request */
        post: operations["listUserTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/company/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** An organisation's feed, tab 动态 (type 1) or 精选 (type 2), 20 a request */
        post: operations["listCompanyTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/communities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** All communities */
        get: operations["listCommunities"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/community/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One community */
        get: operations["getCommunity"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/community/topics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A community feed, 动态 (type 1, 20 a request) or 精选 (type 2, 100 in one page) */
        post: operations["listCommunityTopics"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/community/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A community's experts */
        post: operations["listCommunityUsers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vue/openapi/compsByIds": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Companies related to a topic */
        post: operations["listCompaniesByIds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/experts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Experts for 行家入驻 (50 on the home page) */
        post: operations["listExperts"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vue/vipcenter/ruzhu": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The cooperation form (login required) */
        post: operations["submitCooperation"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/vue/vipcenter/share": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Signed parameters for messenger sharing of a page URL */
        get: operations["getShareSignature"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/topics/askQuestion": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ask an expert a question (login required)
         * @description Title required ('输入提问标题'; the hint says 2 to 50 characters, not enforced). Success shows '成功提问'.
         */
        post: operations["askQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/topics/answer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Answer an invited question
         * @description Text required ('输入回答内容'); up to 9 images. Success shows '成功回答提问'. A question to be answered (state 2) or given up (state 0) can be answered; it becomes answered (state 1) and its answer a Q&A topic. An answered question is refused with code 1 '该问题已处理'.
         */
        post: operations["answerQuestion"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/topics/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update one field of a question; giving up sets state to 0 */
        post: operations["updateTopicField"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/questions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invited questions of one tab by date cursor */
        post: operations["listQuestions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/messageInfo": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tab counts of the invited-questions page */
        get: operations["getMessageInfo"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/uploadImg": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload a JPG or PNG image under 2 MB
         * @description The client refuses other types ('上传图片只能是 JPG/PNG 格式!') and 2 MB or more ('上传图片大小不能超过 2m!') before sending.
         */
        post: operations["uploadImage"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/scUserCheck": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * The supply-chain token of a logged-in portal user with an account
         * @description Called when a portal user with an account has no supply-chain token. On success the token and expiry are saved and the page reloads; on failure the login dialog (登录供应链系统) opens.
         */
        get: operations["getScToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/scLogin": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Supply-chain login with an SMS code; the server's msg is shown on failure
         * @description The form requires the phone ('手机号不能为空') and the code ('输入验证码'). The code is sent by `sendSms` (phone, userId); its button counts down 120 s.
         */
        get: operations["scLogin"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/myreport": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My white papers and quarterly reports (report tab of /sc/person)
         * @description White papers with state 0 carry the badge 调研中 and link to the white-paper page with the supply-chain token; quarterly reports link to a file page.
         */
        get: operations["listMyReports"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/myClient": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My client companies (customer tab); a client without a logo shows '暂无 Logo' */
        get: operations["listMyClients"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/client/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A client factsheet (/sc/client/{id}) */
        get: operations["getClient"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/crm/company/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Saves the client factsheet form; the page shows '设置成功' */
        post: operations["updateClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/sc/notices": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Company notices (/sc/notice), 18 a page; a short or empty page is the end
         * @description Changing the tag resets to page 1. Stars run 0 to 5; '-' counts as 0.
         */
        get: operations["listNotices"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/sc/chart/list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * Industry charts (/sc/chart), 9 on the first screen, then 18 a page
         * @description Keyword search on Enter or clear resets to page 1. '没有更多' shows when a page comes back empty or all items are loaded.
         */
        get: operations["listCharts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/admin/companys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Remote company search of the binding form (only with non-empty text) */
        get: operations["searchCompanies"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/admin/articles/view": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /**
         * My articles by month with reads (my-articles tab)
         * @description The table shows 10 rows a page on the client. Columns are title (link), associated customers, author, publish date, service type and reads.
         */
        get: operations["listMyArticles"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/liteapi/v2/streamad/datas": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Ad search of the ad-binding dialog, 10 a page, by industry and keyword (on Enter)
         * @description Only ads with state 1 (on shelf) can be bound.
         */
        post: operations["searchAds"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/search2": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Keyword search, 20 a request by date cursor; type 1 topics, 2 files */
        post: operations["search"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/openapi/v1/vue/searchTag": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Tag search, matching users and topics */
        post: operations["searchTag"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /**
         * @description Success codes. The legacy server answers 0, 200 or the string '0'.
         * @enum {unknown}
         */
        SuccessCode: 0 | 200 | "0";
        /** @description A failed call. `code` is never a success code; `msg` says why. */
        Failure: {
            code: number | string;
            msg: string;
            /** @description Failures carry no payload; some legacy answers send null. */
            json?: null;
        };
        /**
         * @description The portal's industries. `display` 新型显示, `semi` 第三代半导体, `uv` UV LED, `wbg` the wide-bandgap site.
         * @default display
         * @enum {string}
         */
        Industry: "display" | "semi" | "uv" | "wbg";
        /**
         * @description Local time `yyyy-MM-dd HH:mm:ss` (Asia/Shanghai), as the legacy lists use for cursors.
         * @example 2024-05-18 09:30:00
         */
        DateTime: string;
        /**
         * @description A calendar date `yyyy-MM-dd`.
         * @example 2024-05-18
         */
        Date: string;
        Id: number;
        /**
         * Format: uri
         * @description An absolute image URL on the image host. A thumbnail is the same URL with the host's resize parameter added to its query (`?` or `&`): `x-oss-process=image/resize,w_{width}` answers the picture `width` px wide, its height in proportion; `x-oss-process=image/resize,m_fill,w_{width},h_{height}` fills that box, cut to it centred (as CSS `object-fit: cover` shows it). Sides are 1 to 16384 px; a picture that would have to grow comes at its own size, and a process the host does not understand is answered 400. A URL that already carries `x-oss-process` is used as it is. In the mock every one resolves to a served asset, which answers these two forms the same way and 400 to any other.
         */
        ImageUrl: string;
        /**
         * @description An expert's auth flags. 2 expert; 4 organisation (hides job and company, shows the
         *     organisation); 16 hides job and company and shows signText in lists; 64 shows the read count;
         *     512 a right-side slot.
         * @enum {integer}
         */
        Auth: 2 | 4 | 16 | 64 | 512;
        UserSummary: {
            id: components["schemas"]["Id"];
            name: string;
            icon: components["schemas"]["ImageUrl"];
            signText?: string;
            job?: string;
            company?: string;
            auths?: components["schemas"]["Auth"][];
            /** @description An expert link of the form `gyl_{x}` opens /gyl/{x}. */
            link?: string;
        };
        /** @description An expert (行家) or an organisation (机构, `isJigou` 1, auth 4). */
        User: components["schemas"]["UserSummary"] & {
            topicNum: number;
            readNum: number;
            /** @description The company introduction of an organisation. */
            remarks?: string;
            bgLogo?: components["schemas"]["ImageUrl"];
            descUrl?: components["schemas"]["ImageUrl"];
            /** @enum {integer} */
            isJigou: 0 | 1;
            /** @description An organisation's experts. */
            hjUsers?: components["schemas"]["UserSummary"][];
            memberId?: number | null;
            /** @description The login phone or e-mail. */
            account?: string;
        };
        ContentBlock: {
            /** @enum {string} */
            type: "text" | "img" | "video";
            /** @description Text, or the image or video URL. */
            text?: string;
            color?: string;
            /** @enum {integer} */
            strongText?: 0 | 1;
            /**
             * @description 1 normal, 2 large.
             * @enum {integer}
             */
            fontSize?: 1 | 2;
            /** @enum {integer} */
            centerText?: 0 | 1;
            /** @description The caption of an image. */
            imgDesc?: string;
            videoImg?: components["schemas"]["ImageUrl"];
        };
        Article: {
            title: string;
            shortContent?: string;
            content?: components["schemas"]["ContentBlock"][];
            tags?: string[];
            cover?: components["schemas"]["ImageUrl"];
        };
        Answer: {
            /** @description The title used in news lists. */
            title?: string;
            wentiTitle?: string;
            wentiContent?: string;
            huidaContent?: string;
            huidaContents?: components["schemas"]["ContentBlock"][];
            huidaUser?: components["schemas"]["UserSummary"];
            tiwenUser?: components["schemas"]["UserSummary"];
            tiwen_content?: string;
            tiwenimgInfos?: {
                smallImageurl: components["schemas"]["ImageUrl"];
                imageurl?: components["schemas"]["ImageUrl"];
            }[];
        };
        Document: {
            logo?: components["schemas"]["ImageUrl"];
            title?: string;
            author?: string;
            desc?: string;
        };
        Topic: {
            id: components["schemas"]["Id"];
            /**
             * @description 1 article, 3 Q&A, 7 file.
             * @enum {integer}
             */
            type: 1 | 3 | 7;
            date: components["schemas"]["DateTime"];
            /** @description The date as shown, such as 2小时前 or 2024-05-18. */
            timeToShow: string;
            readNum: number;
            labels?: string[];
            /**
             * @description 0 abandoned, 1 answered, 2 to be answered.
             * @enum {integer}
             */
            state: 0 | 1 | 2;
            /** @enum {integer} */
            hidden: 0 | 1;
            user: components["schemas"]["UserSummary"];
            article?: components["schemas"]["Article"];
            answer?: components["schemas"]["Answer"];
            document?: components["schemas"]["Document"];
            /** @description The companies the topic is about, shown as 相关企业 through compsByIds. */
            companyIds?: components["schemas"]["Id"][];
        };
        TopTopic: {
            topicId: components["schemas"]["Id"];
            title: string;
            date: components["schemas"]["DateTime"];
        };
        Label: {
            id: components["schemas"]["Id"];
            name: string;
        };
        /** @description An industry data chart (产业数据). */
        Discern: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description The source line. */
            imgdesc?: string;
            url: components["schemas"]["ImageUrl"];
            text?: string;
            date: components["schemas"]["DateTime"];
        };
        DiscernPage: {
            list: components["schemas"]["Discern"][];
            totalPageNum: number;
        };
        /** @description A special (专题). Type 5 special, 11 picture special (图说), 13 weekly. */
        Special: {
            id: components["schemas"]["Id"];
            /** @enum {integer} */
            type: 5 | 11 | 13;
            date: components["schemas"]["DateTime"];
            title: string;
            /** @description The introduction. */
            daodu?: string;
            zhuanti?: {
                img?: components["schemas"]["ImageUrl"];
            };
            tushuo?: {
                url?: components["schemas"]["ImageUrl"];
            };
            weekly?: {
                imageInfo?: {
                    imageUrl?: components["schemas"]["ImageUrl"];
                };
                /**
                 * Format: uri
                 * @description The external weekly page.
                 */
                url?: string;
            };
            topics?: components["schemas"]["Topic"][];
        };
        Company: {
            id: components["schemas"]["Id"];
            logo: components["schemas"]["ImageUrl"];
            /** @description The short name. */
            sn: string;
            /** Format: uri */
            webUrl?: string;
            name: string;
        };
        Comment: {
            id: components["schemas"]["Id"];
            user: {
                icon: components["schemas"]["ImageUrl"];
                name: string;
            };
            content: string;
            date: components["schemas"]["DateTime"];
        };
        Community: {
            id: components["schemas"]["Id"];
            name: string;
            keyword: string;
            description: string;
            banner?: components["schemas"]["ImageUrl"];
            /** @description The group assistant's QR code. */
            qrCode?: components["schemas"]["ImageUrl"];
        };
        ImageInfo: {
            imageUrl: components["schemas"]["ImageUrl"];
        };
        /** @description An ad or banner. Action type 1 or 2 opens `url` in a new window; type 3 opens a user (ext.type 11) or a topic (ext.type 10). */
        Ad: {
            id: components["schemas"]["Id"];
            title: string;
            imageInfo: components["schemas"]["ImageInfo"];
            action: {
                /** @enum {integer} */
                type: 1 | 2 | 3;
                /** Format: uri */
                url?: string;
                ext?: {
                    /** @enum {integer} */
                    type: 10 | 11;
                    id: components["schemas"]["Id"];
                };
            };
        };
        AdSlots: {
            part1: components["schemas"]["Ad"][];
            part2: components["schemas"]["Ad"][];
            part3: components["schemas"]["Ad"][];
        };
        /**
         * @description 1 行家说报道 (default), 2 其它报道, 3 每日热榜.
         * @enum {integer}
         */
        NewsType: 1 | 2 | 3;
        /**
         * @description 1 动态, 2 精选.
         * @enum {integer}
         */
        FeedTab: 1 | 2;
        /** @description The logged-in user as stored for 7 days (id, icon, name, memberId, account), with the supply-chain fields. */
        SessionUser: {
            id: components["schemas"]["Id"];
            name: string;
            icon: components["schemas"]["ImageUrl"];
            memberId?: number | null;
            /** @description The phone (or e-mail); empty for users without one. */
            account?: string;
            job?: string;
            company?: string;
            auths?: components["schemas"]["Auth"][];
            scRoles?: ("service" | "article" | "customer" | "report")[];
        };
        Member: {
            memberEndTime?: components["schemas"]["Date"];
            level?: string;
        };
        /** @description An event. `done` 1 means open for sign-up (upcoming); anything else is past. */
        Event: {
            id: components["schemas"]["Id"];
            name: string;
            /** @enum {integer} */
            done: 0 | 1;
            eventDate: components["schemas"]["Date"];
            /** @description The last day of sign-up (and of award applications for type 3 events). */
            signExpiredDate?: components["schemas"]["Date"];
            logo: components["schemas"]["ImageUrl"];
            /** Format: uri */
            shareUrl: string;
            city?: string;
        };
        EventFile: {
            id: components["schemas"]["Id"];
            /** @description The talk title. */
            name: string;
            /** @description The speaker's company logo. */
            logo: components["schemas"]["ImageUrl"];
            speaker?: string;
            company?: string;
        };
        EventFileGroup: {
            id: components["schemas"]["Id"];
            smsTime: components["schemas"]["Date"];
            productName: string;
            /** Format: uri */
            shareUrl: string;
            files: components["schemas"]["EventFile"][];
        };
        FileDetail: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The number of pages. */
            page: number;
            desc: string;
            imgs: components["schemas"]["ImageUrl"][];
            eventId?: components["schemas"]["Id"];
        };
        WhitePaperPrice: {
            key: string;
            name: string;
            price: number;
            /** @description The early-bird price. */
            priceZaoniao?: number | null;
        };
        WhitePaper: {
            /** @description Ids are timestamps; 1628733450620 is always shown under 往期推荐. */
            id: number;
            logo: components["schemas"]["ImageUrl"];
            /** Format: uri */
            shareUrl: string;
            productName: string;
            productYear: number;
            /** @description The publish date; with done 1 the expected one (shown as 预计). */
            fabuTime?: components["schemas"]["Date"];
            /** @enum {integer} */
            done: 0 | 1;
            /** @enum {integer} */
            publishedOnline?: 0 | 1;
            /** @enum {integer} */
            onlyOfflineSale?: 0 | 1;
            /**
             * @description 0 调研中.
             * @enum {integer}
             */
            state: 0 | 1;
            typeList?: components["schemas"]["WhitePaperPrice"][];
            dynamicEvent?: {
                name: string;
                companys: {
                    name: string;
                    logo: components["schemas"]["ImageUrl"];
                }[];
            }[];
        };
        QuarterlyReport: {
            id: components["schemas"]["Id"];
            productYear: number;
            year: number;
            quarter: number;
            logo: components["schemas"]["ImageUrl"];
            title?: string;
            catalogues?: string[];
        };
        CompanyLogo: {
            id: components["schemas"]["Id"];
            name: string;
            logo: components["schemas"]["ImageUrl"];
            year?: number;
        };
        ResearchVideo: {
            id: components["schemas"]["Id"];
            title: string;
            /** @description The cover image, query string stripped. */
            url: components["schemas"]["ImageUrl"];
            date?: components["schemas"]["DateTime"];
        };
        SupplyTable: {
            id: components["schemas"]["Id"];
            name: string;
            /** @description The banner name. */
            banner?: string;
            columns: {
                id: components["schemas"]["Id"];
                name: string;
            }[];
            companys: {
                id: components["schemas"]["Id"];
                name: string;
                logo: components["schemas"]["ImageUrl"];
            }[];
            /** @description Cell values keyed by `{companyId}_{columnId}`. */
            datas: {
                [key: string]: string;
            };
        };
        AwardGroup: {
            name: string;
            /** @description Company names, or "short name｜full legal name" in top-10 lists. */
            companys: string[];
            /** @description Product names parallel to `companys` in product lists. */
            products?: string[];
        };
        AwardYear: {
            year: number;
            name: string;
            /**
             * @description 1 lays out companies with their products.
             * @enum {integer}
             */
            showproduct?: 0 | 1;
            groups: components["schemas"]["AwardGroup"][];
        };
        /** @description The photos of one year (events area albums, award-page galleries). */
        PhotoAlbum: {
            year: number;
            name?: string;
            photos: components["schemas"]["ImageUrl"][];
        };
        /** @description A member of an award's advisory group (顾问团). */
        AdvisoryPerson: {
            name: string;
            company: string;
            /** @description The job title. */
            title: string;
            /** @description The portrait or the company logo. */
            logo: components["schemas"]["ImageUrl"];
        };
        AwardContact: {
            name: string;
            /** @description What to ask this person about (申报咨询, 媒体合作…). */
            role: string;
            phone: string;
            /** Format: email */
            email?: string;
            wechat?: string;
        };
        /** @description The award lists, pictures, contacts and advisory group of one award year. */
        AwardPage: {
            year: number;
            title: string;
            banner: components["schemas"]["ImageUrl"];
            /** @description The year's award lists, the records listAwards answers for the year. */
            lists: components["schemas"]["AwardYear"][];
            /** @description The photo albums or galleries by year, newest first. */
            albums: components["schemas"]["PhotoAlbum"][];
            contacts: components["schemas"]["AwardContact"][];
            advisors?: components["schemas"]["AdvisoryPerson"][];
            /** @description The timeline picture (2024). */
            timeline?: components["schemas"]["ImageUrl"];
            /** @description The picture of the dialog 'UV LED industry application' (2022). */
            extraImage?: components["schemas"]["ImageUrl"];
            /**
             * Format: uri
             * @description The award reveal page (2024).
             */
            revealUrl?: string;
            /**
             * @description The year takes applications: the apply dialog's 在线申报 opens the online application (applyUrl) and the page offers the image upload. Absent or false: applying shows the year's closed notice.
             * @default false
             */
            applicationsOpen?: boolean;
            /**
             * Format: uri
             * @description The external events page of the online application.
             */
            applyUrl?: string;
            /** @description The application forms by type, a document each (getAwardForm answers them in the sample world). */
            forms?: {
                type: components["schemas"]["AwardType"];
                /** @description The form's name as the page shows it (产品奖申报表…). */
                name: string;
                /**
                 * Format: uri
                 * @description The document; its answer names the file (Content-Disposition).
                 */
                url: string;
            }[];
        };
        /**
         * @description An award type of the apply dialogs: product (产品奖), company (企业奖 in 2024, 供应链企业奖 in 2023), zhongduan (终端品牌奖, the terminal brand award), top10 (十强榜单, 2024).
         * @enum {string}
         */
        AwardType: "product" | "company" | "zhongduan" | "top10";
        /** @description The supply-chain token. The client saves token and expiry and reloads the page. */
        ScToken: {
            /** @description Sent as the Authorization header on supply-chain calls. */
            token: string;
            /** @description When the token expires, in epoch milliseconds. */
            expires: number;
            /** @description The supply-chain user (name, account, job, company, scRoles) for /sc/person's head and tabs. */
            user?: components["schemas"]["SessionUser"];
            /** @description The member's expiry (memberEndTime) shown when isMember is 1. */
            member?: components["schemas"]["Member"];
            /** @enum {integer} */
            isMember?: 0 | 1;
        };
        /**
         * @description The listing status of a client company.
         * @enum {string}
         */
        ListedState: "未上市" | "A股主板" | "科创板" | "创业板" | "北交所" | "港股" | "境外上市";
        /** @description The editable fields of a client factsheet (the edit form). */
        ClientFields: {
            /** @description The Chinese short name. */
            sn?: string;
            /** @description The English name. */
            en?: string;
            /** @description The full legal name. */
            name?: string;
            /** @description null when the client has none: the customer grid shows '暂无 Logo' and the short name. */
            logo?: components["schemas"]["ImageUrl"] | null;
            /**
             * Format: uri
             * @description The website.
             */
            webUrl?: string;
            listedState?: components["schemas"]["ListedState"];
            /** @description 生产基地. */
            manufacturingBase?: string;
            /** @description The supply-chain segment (供应链环节). */
            supplyChain?: string;
            /** @description 主要客户. */
            majorClient?: string;
            /** @description 主营产品. */
            mainProducts?: string;
            /** @description 主要股东. */
            stockholders?: string;
        };
        /** @description A client company factsheet (/sc/client/{id}). */
        Client: components["schemas"]["ClientFields"] & {
            id: components["schemas"]["Id"];
            /** @description The last update, shown as a date. */
            editTime: components["schemas"]["DateTime"];
        };
        /**
         * @description The category of a company notice.
         * @enum {string}
         */
        NoticeTag: "股份变动" | "政府补助" | "投资者交流" | "业绩公告" | "其他";
        /** @description A listed company's announcement, summarised. */
        Notice: {
            company_name: string;
            tag: components["schemas"]["NoticeTag"];
            date_time: components["schemas"]["DateTime"];
            /** @description The importance, 0 to 5 stars; '-' counts as 0. */
            star: number | "-";
            /** @description The announcement title. */
            title: string;
            /** @description The key points. */
            important_desc?: string;
            /** @description The summary. */
            content_desc?: string;
            /** @description The number of pages of the announcement. */
            page: number;
            /**
             * Format: uri
             * @description The original document to download.
             */
            raw_url: string;
        };
        /** @description An industry chart (/sc/chart). */
        Chart: {
            id: components["schemas"]["Id"];
            title: string;
            desc?: string;
            img: components["schemas"]["ImageUrl"];
            date: components["schemas"]["Date"];
            /** @description The creator. */
            createrName?: string;
            /** @description The source. */
            srcTitle?: string;
            /**
             * Format: uri
             * @description The source link.
             */
            srcUrl?: string;
        };
        /** @description A company found by the remote search of the binding form. */
        ScCompanyOption: {
            id: components["schemas"]["Id"];
            /** @description The short name (公司简称). */
            name: string;
        };
        /** @description One article of 'my articles' with its reads. */
        ScArticleRead: {
            title: string;
            /** Format: uri */
            url: string;
            /** @description The associated customers (short names). */
            serviceCompanys?: string[];
            /** @description The customer in ad slot 1 of the article, empty when none. */
            ad1?: string;
            /** @description The customer in ad slot 2, empty when none. */
            ad2?: string;
            /** @description The customer in ad slot 3, empty when none. */
            ad3?: string;
            author: string;
            date: components["schemas"]["Date"];
            /** @description The service type (软文A类 …), empty when none. */
            serviceType?: string;
            /** @description The reads. */
            num: number;
        };
        /** @description A month of 'my articles'. avgRead = floor(totalRead / the number of articles with num > 0), 0 when there are none. */
        ScArticleMonth: {
            /** @description The month, yyyy-MM. */
            time: string;
            /** @description The number of articles. */
            count: number;
            totalRead: number;
            avgRead: number;
            datas: components["schemas"]["ScArticleRead"][];
        };
        /** @description An ad offered for binding to a service item (type 2). Only state 1 ads are offered. */
        ScAd: {
            id: components["schemas"]["Id"];
            date: components["schemas"]["DateTime"];
            img: {
                url: components["schemas"]["ImageUrl"];
            };
            title: string;
            /** @description A note. */
            bak?: string;
            /** @description 1 on shelf (usable); anything else off shelf. */
            state: number;
        };
        /**
         * @description The ad search industry. all, display 新型显示, semi 第三代半导体, uv UV LED.
         * @default all
         * @enum {string}
         */
        ScAdIndustry: "all" | "display" | "semi" | "uv";
        /**
         * @description 1 description (pictures and text), 2 website ad (ad binding), 3 public-account ad and
         *     4 public-account article (company and period binding).
         * @enum {integer}
         */
        ServiceItemType: 1 | 2 | 3 | 4;
        /**
         * @description The content service type. The radio shows the first five for type 4; '其它服务' replaces them for the item '内容服务-其它服务'.
         * @enum {string}
         */
        ScServiceType: "软文A类" | "软文B类" | "转载C类" | "年度专题包" | "单次专题包" | "其它服务";
        /**
         * @description The industry public account. hangjiatalk 行家说, SiC_GaN 第三代半导体, UVLEDV5 UV LED.
         * @enum {string}
         */
        ScWecat: "hangjiatalk" | "SiC_GaN" | "UVLEDV5";
        /** @description The public account of a company binding, or '' when the industry radio is hidden (the item 内容服务-其它服务). */
        ScBindingWecat: components["schemas"]["ScWecat"] | "";
        /** @description A service item (issue) of a project, named 'prefix-name'. */
        ServiceIssue: {
            id: components["schemas"]["Id"];
            /** @description 'prefix-name', e.g. 内容服务-软文A类. */
            name: string;
            type: components["schemas"]["ServiceItemType"];
            /** @description The prefix of the name. */
            preTitle?: string;
            note?: string;
            desc?: string;
            /** @description The executors' names. */
            executor: string[];
            /** @description The executors' phones, comma separated. An item is the user's own when this contains the user's account. */
            executorPhone: string;
            /**
             * @description 1 when the item has records.
             * @enum {integer}
             */
            recorded: 0 | 1;
            completed: number;
            total: number;
            records?: {
                id: components["schemas"]["Id"];
                /** @description The reads. */
                num: number;
                images?: components["schemas"]["ImageUrl"][];
            }[];
            companyName?: string;
            wechat?: components["schemas"]["ScWecat"];
            start?: components["schemas"]["Date"];
            end?: components["schemas"]["Date"];
            serviceType?: components["schemas"]["ScServiceType"];
            articleNum?: number;
            articleTotalReadNum?: number;
            articleAvgReadNum?: number;
        };
        /** @description A service project (contract) of a client company. */
        ServiceProject: {
            /** @description The contract code. */
            projectCode: string;
            company: {
                id: components["schemas"]["Id"];
                /** @description The short name. */
                name: string;
                fullName: string;
                /** @description The sales owners (shown, not editable). */
                owner: string[];
            };
            /** @description The service package. */
            bindServiceName: string;
            startTime: components["schemas"]["Date"];
            endTime: components["schemas"]["Date"];
            /** @description The items whose executorPhone contains the phone sent (shown first). */
            my: components["schemas"]["ServiceIssue"][];
            /** @description The other items. */
            other: components["schemas"]["ServiceIssue"][];
            /** @enum {integer} */
            hidden: 0 | 1;
            /** @description All items. */
            issues: components["schemas"]["ServiceIssue"][];
        };
        /** @description A type 1 record, a description with pictures. URLs in `desc` are shown as links. */
        DescriptionRecord: {
            id: components["schemas"]["Id"];
            /** @constant */
            type: 1;
            desc?: string;
            images?: components["schemas"]["ImageUrl"][];
            createUser: string;
            /** @description Only the creator may delete the record or its pictures. */
            createUserPhone: string;
            date: components["schemas"]["DateTime"];
        };
        AdPlacement: {
            /** @description The ad slot. */
            placeStr: string;
            startDate: components["schemas"]["Date"];
            endDate: components["schemas"]["Date"];
            showNum: number;
            clickNum: number;
        };
        /** @description A type 2 record, a bound website ad with its placements. */
        AdBindingRecord: {
            id: components["schemas"]["Id"];
            /** @constant */
            type: 2;
            adId?: components["schemas"]["Id"];
            /** @description The bound ad's image. */
            adUrl: components["schemas"]["ImageUrl"];
            /** @description The uploaded screenshot; null before one is uploaded. */
            screenshot?: components["schemas"]["ImageUrl"] | null;
            records: components["schemas"]["AdPlacement"][];
            createUser?: string;
            /** @description Only the creator may upload or delete the screenshot. */
            createUserPhone?: string;
            date?: components["schemas"]["DateTime"];
        };
        /** @description An article of the bound public account in the bound period. */
        ArticlePlacement: {
            wecat: components["schemas"]["ScWecat"];
            date: components["schemas"]["Date"];
            title: string;
            /** Format: uri */
            url: string;
            /**
             * @description The position in the push, 1 first (头条), 2 second (次条), 3 third or later.
             * @enum {integer}
             */
            loc: 1 | 2 | 3;
            /** @description The customer in ad slot 1, empty when none. */
            ad1?: string;
            /** @description The customer in ad slot 2, empty when none. */
            ad2?: string;
            /** @description The reads. */
            num: number;
            authors?: string[];
            /** @description Where the article was also published. */
            platformInfos?: {
                platformName: string;
                /** Format: uri */
                url: string;
            }[];
        };
        /** @description A type 3 or 4 record, a company bound for a period, with the matching articles and their reads. */
        ArticleBindingRecord: {
            id: components["schemas"]["Id"];
            /** @enum {integer} */
            type: 3 | 4;
            companyName: string;
            /** @description The public account saved as wecat; '' when none was chosen. */
            wechat?: components["schemas"]["ScBindingWecat"];
            serviceType?: components["schemas"]["ScServiceType"];
            start: components["schemas"]["Date"];
            end: components["schemas"]["Date"];
            articleNum: number;
            articleTotalReadNum: number;
            /** @description floor(total reads / the articles with reads above 0), 0 when none. */
            articleAvgReadNum: number;
            records: components["schemas"]["ArticlePlacement"][];
            createUser?: string;
            /** @description Only the creator may delete the binding. */
            createUserPhone?: string;
        };
        /** @description A record of a service item, by the item's type. */
        ServiceRecord: components["schemas"]["DescriptionRecord"] | components["schemas"]["AdBindingRecord"] | components["schemas"]["ArticleBindingRecord"];
        /** @description A service item with its records (the service detail dialog). */
        ServiceDetail: {
            id: components["schemas"]["Id"];
            /** @description 'prefix-name'. */
            name: string;
            type: components["schemas"]["ServiceItemType"];
            projectCode?: string;
            /** @description The client's short name. */
            companyName?: string;
            executor?: string[];
            executorPhone?: string;
            /** @description The records, all of the item's type. */
            issues: components["schemas"]["ServiceRecord"][];
        };
        /** @description A node of the service-type cascader. */
        CascaderOption: {
            value: string | number;
            label: string;
            children?: components["schemas"]["CascaderOption"][];
        };
        CrmColumnGroup: {
            /** @description The group header (a service category). */
            name: string;
            columns: {
                /** @description The key of the cell in each row's `values`. */
                key: string;
                name: string;
                /** @default true */
                sortable?: boolean;
            }[];
        };
        CrmServiceCell: {
            /** @description The cell as shown, e.g. 3/6. */
            text: string;
            /** @description With serviceId, opens the record detail. */
            serviceTypeId?: components["schemas"]["Id"];
            serviceId?: components["schemas"]["Id"];
            completed?: number;
            total?: number;
        };
        CrmServiceRow: {
            contractCode: string;
            companyName?: string;
            /** @description The sales owner. */
            owner: string;
            /** @description The cells keyed by column key; a missing key is an empty cell. */
            values: {
                [key: string]: components["schemas"]["CrmServiceCell"];
            };
        };
        /** @description The customer progress table of /sc/myservice. */
        CrmServiceTable: {
            /** @description The cascader tree (multi-select). */
            serviceTypes: components["schemas"]["CascaderOption"][];
            groups: components["schemas"]["CrmColumnGroup"][];
            rows: components["schemas"]["CrmServiceRow"][];
        };
    };
    responses: {
        /** @description The session is no longer valid (HTTP 401). The client clears its token. */
        Unauthorized: {
            headers: {
                [name: string]: unknown;
            };
            content: {
                "application/json": components["schemas"]["Failure"];
            };
        };
    };
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listAds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {integer} */
                    type: 3 | 4 | 5;
                    /** @description The visitor uuid (a cookie of 7 days). */
                    uuid: string;
                    industry?: components["schemas"]["Industry"];
                    cid?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["AdSlots"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listBanners: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The signed-in user's id; absent for an anonymous visitor. */
                    uid?: components["schemas"]["Id"];
                    industry?: components["schemas"]["Industry"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Ad"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listTopAds: {
        parameters: {
            query?: {
                industry?: components["schemas"]["Industry"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Ad"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    clickAd: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                    uuid?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    login: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid?: components["schemas"]["Id"];
                    /** @description With the area code for Hong Kong, Macao and Taiwan. */
                    phone?: string;
                    /** Format: email */
                    email?: string;
                    code: string;
                    /**
                     * @description 1 phone, 2 e-mail.
                     * @enum {integer}
                     */
                    type: 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            tokenHead: string;
                            token: string;
                            user: components["schemas"]["SessionUser"];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    logout: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    sendSms: {
        parameters: {
            query?: {
                phone?: string;
                email?: string;
                type?: 1 | 2;
                userId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        /** @description The page shows '短信已发送，请注意查收'. */
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getWxQrCode: {
        parameters: {
            query?: {
                industry?: components["schemas"]["Industry"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            /** Format: uri */
                            url: string;
                            state: string;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    loginCallback: {
        parameters: {
            query: {
                code: string;
                state: string;
                industry: components["schemas"]["Industry"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            user: components["schemas"]["SessionUser"];
                            member?: components["schemas"]["Member"];
                            /** @enum {integer} */
                            isMember: 0 | 1;
                            token?: string;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listAwards: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["AwardYear"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listAwardPages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["AwardPage"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getAwardForm: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                year: number;
                type: components["schemas"]["AwardType"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The document, or a JSON failure envelope. */
            200: {
                headers: {
                    /**
                     * @description The file name, RFC 5987 encoded, with a plain ASCII name beside it for old clients.
                     * @example attachment; filename="jgj-2024-product.docx"; filename*=UTF-8''2024%E8%A1%8C%E5%AE%B6%E8%AF%B4%E6%9E%81%E5%85%89%E5%A5%96%E4%BA%A7%E5%93%81%E5%A5%96%E7%94%B3%E6%8A%A5%E8%A1%A8.docx
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.wordprocessingml.document": Blob;
                    "application/json": components["schemas"]["Failure"];
                };
            };
        };
    };
    listServiceProjects: {
        parameters: {
            query: {
                /** @description The user's account. */
                phone: string;
                /** @description The sub-tab, 1 to-do (待完成), 2 overdue (已逾期), 3 done (已完成). */
                type: 1 | 2 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            /** @description To-do projects. */
                            doing: number;
                            /** @description Overdue projects. */
                            passed: number;
                            /** @description Done projects. */
                            completed: number;
                            datas: components["schemas"]["ServiceProject"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getServiceItem: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["ServiceDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveServiceRecord: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": ({
                    phone: string;
                    /** @constant */
                    type: 1;
                    desc?: string;
                    images?: components["schemas"]["ImageUrl"][];
                    itemId: components["schemas"]["Id"];
                } | {
                    desc: unknown;
                } | {
                    images: unknown;
                }) | {
                    phone: string;
                    /** @constant */
                    type: 2;
                    itemId: components["schemas"]["Id"];
                    adId: components["schemas"]["Id"];
                    adUrl: components["schemas"]["ImageUrl"];
                } | {
                    /** @description The binding (a record of the item) to change; null for a new one. */
                    id: components["schemas"]["Id"] | null;
                    phone: string;
                    /** @enum {integer} */
                    type: 3 | 4;
                    companyName: string;
                    /** @description The service-type radio (type 4 only); '' for type 3, which has no such radio. */
                    serviceType: components["schemas"]["ScServiceType"] | "";
                    wecat: components["schemas"]["ScBindingWecat"];
                    itemId: components["schemas"]["Id"];
                    start: components["schemas"]["Date"];
                    end: components["schemas"]["Date"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    saveScreenshot: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: components["schemas"]["ImageUrl"];
                    /** @description The record. */
                    id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteServiceRecord: {
        parameters: {
            query: {
                /** @description The record. */
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    deleteRecordImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The record. */
                    id: components["schemas"]["Id"];
                    /** @description The picture to remove. */
                    url: components["schemas"]["ImageUrl"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    downloadReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The spreadsheet, or a JSON failure envelope. */
            200: {
                headers: {
                    /**
                     * @description The file name, RFC 5987 encoded.
                     * @example attachment; filename*=UTF-8''%E6%9C%8D%E5%8A%A1%E6%8A%A5%E5%91%8A.xlsx
                     */
                    "Content-Disposition"?: string;
                    [name: string]: unknown;
                };
                content: {
                    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": Blob;
                    "application/json": components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCrmServiceColumns: {
        parameters: {
            query?: {
                /** @description The executor's phone (the account of /sc/myservice?account=). */
                executorPc?: string;
                /** @description The status, as in listServiceProjects. */
                type?: 1 | 2 | 3;
                /** @description Service type ids, comma separated. */
                itemIds?: string;
                /** @description The sales owner. */
                ownerUser?: string;
                /** @description The executor's name. */
                executor?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["CrmServiceTable"];
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getCrmRecordDetail: {
        parameters: {
            query: {
                serviceTypeId: components["schemas"]["Id"];
                serviceId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["ServiceDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listEvents: {
        parameters: {
            query?: {
                type?: 1 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Event"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listSemiEvents: {
        parameters: {
            query?: {
                type?: 1 | 3;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Event"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listEventAlbums: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["PhotoAlbum"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listWhitePapers: {
        parameters: {
            query?: {
                industry?: components["schemas"]["Industry"];
                /** @description An id to leave out. */
                exclude?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["WhitePaper"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listReports: {
        parameters: {
            query?: {
                industry?: components["schemas"]["Industry"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["WhitePaper"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listWhitePaperCatalog: {
        parameters: {
            query: {
                industry: components["schemas"]["Industry"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["WhitePaper"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listCompanyLogos: {
        parameters: {
            query?: {
                industry?: components["schemas"]["Industry"];
                exclude?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["CompanyLogo"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listQuarterlyReports: {
        parameters: {
            query?: {
                /** @description Only reports up to this year (2021 for the old archive). */
                before?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["QuarterlyReport"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getLatestQuarterlyReport: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["QuarterlyReport"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getResearchVideo: {
        parameters: {
            query: {
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        data: components["schemas"]["ResearchVideo"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listResearchVideos: {
        parameters: {
            query: {
                limit: number;
                date: components["schemas"]["DateTime"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        data: components["schemas"]["ResearchVideo"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listSupplyTables: {
        parameters: {
            query: {
                cid: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        data: components["schemas"]["SupplyTable"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listEventFileGroups: {
        parameters: {
            query?: {
                industry?: components["schemas"]["Industry"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["EventFileGroup"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listFiles: {
        parameters: {
            query: {
                industry?: components["schemas"]["Industry"];
                pageNum: number;
                limit: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            list: components["schemas"]["EventFile"][];
                            total: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getFileDetail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                    userId?: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["FileDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getFileEventId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            eventid: components["schemas"]["Id"];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getEventFile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    fileId: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["FileDetail"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    sendEventLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    /**
                     * @description 1 phone, 2 e-mail.
                     * @enum {integer}
                     */
                    channel: 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    checkEventLoginCode: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    code: string;
                    /** @enum {integer} */
                    channel: 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    signInEvent: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    account: string;
                    eventId: components["schemas"]["Id"];
                    /** @enum {integer} */
                    channel: 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        /** @description The file token of the event, in `msg`. */
                        msg: string;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listDiscerns: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    pagesize: number;
                    pageindex: number;
                    /** @default 新型显示 */
                    category?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["DiscernPage"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listDiscernsByCursor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default 1
                     * @enum {integer}
                     */
                    loadtype?: 1 | 2;
                    date: components["schemas"]["DateTime"];
                    /** @default 20 */
                    limit: number;
                    /** @default 新型显示 */
                    category?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            list: components["schemas"]["Discern"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getDiscern: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Discern"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    type?: number;
                    cate: components["schemas"]["NewsType"];
                    page: number;
                    limit: number;
                    industry?: components["schemas"]["Industry"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            topics: components["schemas"]["Topic"][];
                            /** @description The number of topics in all pages. */
                            total: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listTopicsPage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /**
                     * @default 9
                     * @constant
                     */
                    type?: 9;
                    /** @default 30 */
                    limit: number;
                    pageNum: number;
                    /** @default 新型显示 */
                    classify?: string;
                    /**
                     * @description The category; 全部 for all.
                     * @default 全部
                     */
                    cate?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Topic"][] | {
                            data: components["schemas"]["Topic"][];
                            count: number;
                            /** @description The number of pages. */
                            pageNum: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listTopTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    type?: number;
                    cate: components["schemas"]["NewsType"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["TopTopic"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listHotLabels: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 新型显示 */
                    cate?: string;
                    limit: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Label"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listSpecials: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    date: components["schemas"]["DateTime"];
                    limit: number;
                    industry?: components["schemas"]["Industry"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Special"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getSpecial: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Special"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getTopic: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Topic"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listComments: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The topic. */
                    id: components["schemas"]["Id"];
                    date: components["schemas"]["DateTime"];
                    limit: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Comment"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["User"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listUserTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: components["schemas"]["Id"];
                    type: components["schemas"]["FeedTab"];
                    date: components["schemas"]["DateTime"];
                    limit: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Topic"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listCompanyTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: components["schemas"]["Id"];
                    type: components["schemas"]["FeedTab"];
                    date: components["schemas"]["DateTime"];
                    limit: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Topic"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listCommunities: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Community"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getCommunity: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Community"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listCommunityTopics: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cid: components["schemas"]["Id"];
                    type: components["schemas"]["FeedTab"];
                    date: components["schemas"]["DateTime"];
                    limit: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Topic"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listCommunityUsers: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    cid: components["schemas"]["Id"];
                    limit: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["UserSummary"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listCompaniesByIds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description Company ids joined by commas. */
                    ids: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Company"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listExperts: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    limit: number;
                    industry?: components["schemas"]["Industry"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["UserSummary"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    submitCooperation: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    uid: components["schemas"]["Id"];
                    /** @description '填写姓名' when empty. */
                    name: string;
                    /** @description '填写任职企业' when empty. */
                    company: string;
                    /** @description '填写手机号码' when empty. */
                    phone: string;
                    /** @description '填写联系邮箱' when empty. */
                    email: string;
                    /** @enum {integer} */
                    type?: 1 | 2;
                    desc?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getShareSignature: {
        parameters: {
            query: {
                url: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            appid: string;
                            timestamp: number;
                            nonceStr: string;
                            signature: string;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    askQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    text?: string;
                    /** @description Stored image references from uploadImage. */
                    imgs?: string[];
                    /**
                     * @description 1 asks anonymously.
                     * @enum {integer}
                     */
                    hidden?: 0 | 1;
                    toUid: components["schemas"]["Id"];
                    fromUid: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    answerQuestion: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                    text: string;
                    imgs?: string[];
                    /** @description The logged-in user's id. */
                    uid: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    updateTopicField: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    id: components["schemas"]["Id"];
                    /** @enum {string} */
                    field: "state";
                    /** @enum {integer} */
                    val: 0 | 1 | 2;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listQuestions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {integer} */
                    type: 0 | 1 | 2;
                    date: components["schemas"]["DateTime"];
                    /** @default 20 */
                    limit: number;
                    /** @description The expert. */
                    id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Topic"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getMessageInfo: {
        parameters: {
            query: {
                type: 3;
                id: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            waitAnswer: number;
                            answered: number;
                            delAnswer: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    uploadImage: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "multipart/form-data": {
                    /**
                     * Format: binary
                     * @description JPG or PNG, under 2 MB.
                     */
                    image: Blob;
                    uid?: string;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            url: components["schemas"]["ImageUrl"];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    getScToken: {
        parameters: {
            query: {
                /** @description The user's account. */
                phone: string;
                userId: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["ScToken"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    scLogin: {
        parameters: {
            query: {
                code: string;
                phone: string;
                userId?: components["schemas"]["Id"];
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["ScToken"];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    listMyReports: {
        parameters: {
            query: {
                userId: components["schemas"]["Id"];
                phone: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            wps: components["schemas"]["WhitePaper"][];
                            reports: components["schemas"]["QuarterlyReport"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listMyClients: {
        parameters: {
            query: {
                phone: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Client"][];
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    getClient: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: components["schemas"]["Id"];
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Client"];
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    updateClient: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientFields"] & {
                    id: components["schemas"]["Id"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: null;
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listNotices: {
        parameters: {
            query: {
                page: number;
                limit: number;
                tag?: "全部" | "股份变动" | "政府补助" | "投资者交流" | "业绩公告" | "其他";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            data: components["schemas"]["Notice"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listCharts: {
        parameters: {
            query: {
                /** @description The keyword; empty for the latest. */
                key?: string;
                page: number;
                /** @description 9 on the first request, then 18. */
                limit: number;
                type: 1;
                open: 1;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            /** @description The number of charts in all pages. */
                            total: number;
                            data: components["schemas"]["Chart"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchCompanies: {
        parameters: {
            query: {
                key: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["ScCompanyOption"][];
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    listMyArticles: {
        parameters: {
            query: {
                /** @description The user's name as article author. */
                author: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["ScArticleMonth"][];
                    } | components["schemas"]["Failure"];
                };
            };
            401: components["responses"]["Unauthorized"];
        };
    };
    searchAds: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page: number;
                    /** @default 10 */
                    limit: number;
                    key?: string;
                    industry?: components["schemas"]["ScAdIndustry"];
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            items: components["schemas"]["ScAd"][];
                            total: number;
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    search: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1 */
                    page?: number;
                    /** @description The trimmed keywords; the search runs only when not empty. */
                    key: string;
                    /** @enum {integer} */
                    type: 1 | 2;
                    date: components["schemas"]["DateTime"];
                    limit: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: components["schemas"]["Topic"][];
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
    searchTag: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    key: string;
                    /** @default 20 */
                    limit?: number;
                };
            };
        };
        responses: {
            /** @description The envelope; `json` holds the payload on success. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        code: components["schemas"]["SuccessCode"];
                        msg: string;
                        json: {
                            users: components["schemas"]["UserSummary"][];
                            topics: components["schemas"]["Topic"][];
                        };
                    } | components["schemas"]["Failure"];
                };
            };
        };
    };
}
