// `@hangjia/ui/cascader`: the cascader (`import * as Cascader from '@hangjia/ui/cascader'`).
export { CascaderCheckbox, CascaderItem, CascaderList, CascaderRoot, CascaderToggle, cascaderLabels, type CascaderItemProps, type CascaderLabels, type CascaderListProps, type CascaderRootProps } from './cascader';
export { getCheckState, getLeafValues, toggleOption, type CascaderOption, type CheckState } from './cascader-logic';

/** The parts under short names, for `import * as Cascader from '@hangjia/ui/cascader'`. */
export { CascaderRoot as Root, CascaderList as List, CascaderItem as Item, CascaderCheckbox as Checkbox, CascaderToggle as Toggle } from './cascader';
