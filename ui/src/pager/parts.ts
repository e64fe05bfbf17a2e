export {
  PagerRoot as Root,
  PagerPrevious as Previous,
  PagerNext as Next,
  PagerPages as Pages,
  PagerItem as Item,
  PagerEllipsis as Ellipsis,
} from './pager';
