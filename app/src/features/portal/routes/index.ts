// The feature's route modules behind one import (pages.ts names each route's page and loader); home's is apart.
export { discernLoader, discernsLoader, specialLoader, specialsLoader, topicLoader } from './content.loaders';
export { DiscernPage } from './discern';
export { DiscernsPage } from './discerns';
export { NewsPage } from './news';
export { newsLoader } from './news.loader';
export { SpecialPage } from './special';
export { SpecialsPage } from './specials';
export { TopicPage } from './topic';
export { TushuoPage } from './tushuo';
