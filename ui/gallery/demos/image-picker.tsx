import * as ImagePicker from '@hangjia/ui/image-picker';
import { Example } from '../layout';

/** The rule an app takes from its upload API (the portal's: JPG or PNG, under 2 MB). */
const rule = { types: ['image/jpeg', 'image/png'], maxBytes: 2 * 1024 * 1024 };

export function ImagePickerDemo() {
  return (
    <div className="row">
      <Example title="提问：最多 3 张 JPG/PNG，小于 2 MB">
        <ImagePicker.Root className="image-picker" rule={rule} max={3} />
      </Example>
      <Example title="回答：最多 9 张 JPG">
        <ImagePicker.Root className="image-picker" rule={{ ...rule, types: ['image/jpeg'] }} max={9} />
      </Example>
      <Example title="禁用">
        <ImagePicker.Root className="image-picker" rule={rule} max={3} disabled />
      </Example>
    </div>
  );
}
