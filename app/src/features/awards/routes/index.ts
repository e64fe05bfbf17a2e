// The feature's route modules behind one import (pages.ts names each route's page and loader).
export { awardPageLoader, jgjLoader } from './awards.loaders';
export { JgjPage } from './jgj';
export { Led2021Page } from './led2021';
export { Led2022Page } from './led2022';
export { Led2023Page } from './led2023';
export { Led2024Page } from './led2024';
