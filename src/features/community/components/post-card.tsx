import { useTranslation } from 'react-i18next';
import type { PostSummary } from '../../../../protocol';
import { OpenDataName } from '../../../components/open-data-name';
import { formatDate } from '../../../lib/date-format';
import { StateTag } from './state-tag';

/** One post in a list: the whole card is a link to its page. */
export function PostCard({ post, href, onOpen }: { post: PostSummary; href: string; onOpen: () => void }) {
  const { t } = useTranslation('community');
  return (
    <li className="lp-community-card">
      <a
        href={href}
        className="lp-community-card__link"
        onClick={(e) => {
          e.preventDefault();
          onOpen();
        }}
      >
        <span className="lp-community-card__head">
          {post.kind === 'question' && post.bounty > 0 && (
            <span className="lp-community-bounty">{t('bounty', { count: post.bounty })}</span>
          )}
          <StateTag state={post.state} kind={post.kind} />
          <span className="lp-community-card__title">{post.title || post.excerpt || t('untitled')}</span>
        </span>
        {post.title && post.excerpt && <span className="lp-community-card__excerpt">{post.excerpt}</span>}
        {post.images.length > 0 && (
          <span className="lp-community-card__images">
            {post.images.map((src, i) => (
              <img key={src} src={src} alt={t('imageAlt', { index: i + 1 })} loading="lazy" />
            ))}
            {post.imageCount > post.images.length && (
              <span className="lp-community-card__more">+{post.imageCount - post.images.length}</span>
            )}
          </span>
        )}
        <span className="lp-community-card__meta">
          <OpenDataName type="userName" openid={post.author.wecomUserId} name={post.author.name} />
          <span>{formatDate(post.createdAt, 'dateTime')}</span>
          {post.hasVideo && <span>{t('hasVideo')}</span>}
          {post.hasAudio && <span>{t('hasAudio')}</span>}
          <span>{t(post.kind === 'question' ? 'answers' : 'comments', { count: post.replyCount })}</span>
          <span>{t('praises', { count: post.praiseCount })}</span>
        </span>
      </a>
    </li>
  );
}
