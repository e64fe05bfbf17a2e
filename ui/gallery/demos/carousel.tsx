import * as Carousel from '@hangjia/ui/carousel';
import { Example } from '../layout';

const ads = ['UV LED 技术论坛', 'Mini LED 年度报告', '新型显示产业大会'];
// The portal's own intervals: its ads change every 10 s, its photo galleries every 5 s.
const AD_INTERVAL = 10_000;
const PHOTO_INTERVAL = 5_000;

const photos = Array.from({ length: 6 }, (_, i) => `2023 颁奖典礼 ${i + 1}`);

export function CarouselDemo() {
  return (
    <div className="row">
      <Example title="顶部广告：10 秒、纵向、157 px、可关闭、悬停显示箭头">
        <Carousel.Root className="carousel" interval={AD_INTERVAL} orientation="vertical" height={157} labels={{ carousel: '顶部广告' }}>
          <Carousel.Viewport className="carousel-viewport">
            {ads.map((ad) => (
              <Carousel.Slide key={ad} className="slide">
                <a href="#ad">{ad}</a>
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Previous className="arrow prev">‹</Carousel.Previous>
          <Carousel.Next className="arrow next">›</Carousel.Next>
          <Carousel.Indicators className="indicators" />
          <Carousel.Close className="close">×</Carousel.Close>
        </Carousel.Root>
      </Example>
      <Example title="获奖照片：5 秒、箭头总是显示、无指示点">
        <Carousel.Root className="carousel" interval={PHOTO_INTERVAL} arrows="always" height={220} labels={{ carousel: '获奖照片' }}>
          <Carousel.Viewport className="carousel-viewport">
            {photos.map((photo) => (
              <Carousel.Slide key={photo} className="slide photo">
                {photo}
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Previous className="arrow prev">‹</Carousel.Previous>
          <Carousel.Next className="arrow next">›</Carousel.Next>
        </Carousel.Root>
      </Example>
      <Example title="不自动播放、无箭头（用指示点切换）">
        <Carousel.Root className="carousel" autoplay={false} arrows="never" height={120} labels={{ carousel: '相册' }}>
          <Carousel.Viewport className="carousel-viewport">
            {photos.slice(0, 3).map((photo) => (
              <Carousel.Slide key={photo} className="slide photo">
                {photo}
              </Carousel.Slide>
            ))}
          </Carousel.Viewport>
          <Carousel.Previous className="arrow prev">‹</Carousel.Previous>
          <Carousel.Indicators className="indicators" />
        </Carousel.Root>
      </Example>
    </div>
  );
}
