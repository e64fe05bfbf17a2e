export {
  CascaderRoot as Root,
  CascaderList as List,
  CascaderItem as Item,
  CascaderCheckbox as Checkbox,
  CascaderToggle as Toggle,
} from './cascader';
