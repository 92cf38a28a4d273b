import type { HomeComponent, HomeModule } from '../../../../protocol';
import { BannerCarousel } from './banner-carousel';
import { CourseCards, LecturerCards, PackageCards, PartnerCards } from './card-lists';
import { AdvertPanels, NewsRows, TaskRows } from './row-lists';

export interface HomeDisplay {
  carouselSeconds: number;
  /** apiCount/getIsshowCount: may cards show learner counts. */
  showCount: boolean;
}

/** The content of a loaded module, by its display type. */
export function ModuleBody({
  module,
  data,
  display,
}: {
  module: HomeModule;
  data: HomeComponent;
  display: HomeDisplay;
}) {
  const items = data.list;
  switch (module.display_type) {
    case 'banner':
      return <BannerCarousel label={module.title} items={items} intervalSeconds={display.carouselSeconds} />;
    case 'advert':
      return <AdvertPanels items={items} />;
    case 'course':
      return <CourseCards items={items} showCount={display.showCount} />;
    case 'package':
      return <PackageCards items={items} showCount={display.showCount} />;
    case 'task':
      return <TaskRows items={items} />;
    case 'news':
      return <NewsRows items={items} />;
    case 'lecturer':
      return <LecturerCards items={items} />;
    case 'partner':
      return <PartnerCards items={items} />;
  }
}
