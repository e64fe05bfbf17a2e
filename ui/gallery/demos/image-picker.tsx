import * as ImagePicker from '@hangjia/ui/image-picker';
import { ANSWER_MAX_IMAGES, QUESTION_MAX_IMAGES } from '@hangjia/ui';
import { Example } from '../layout';

export function ImagePickerDemo() {
  return (
    <div className="row">
      <Example title={`提问：最多 ${QUESTION_MAX_IMAGES} 张 JPG/PNG，小于 2 MB`}>
        <ImagePicker.Root className="image-picker" max={QUESTION_MAX_IMAGES} />
      </Example>
      <Example title={`回答：最多 ${ANSWER_MAX_IMAGES} 张`}>
        <ImagePicker.Root className="image-picker" max={ANSWER_MAX_IMAGES} />
      </Example>
      <Example title="禁用">
        <ImagePicker.Root className="image-picker" max={3} disabled />
      </Example>
    </div>
  );
}
