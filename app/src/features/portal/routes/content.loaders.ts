/** The loaders of the portal's content pages, in one chunk fetched with the first of them. */
export { discernLoader, discernsLoader } from './discerns.loader';
export { specialLoader, specialsLoader } from './specials.loader';
export { topicLoader } from './topic.loader';
