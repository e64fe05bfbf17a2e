import { listComments } from '@hangjia/sdk/operations';
import { withListItems } from '@hangjia/sdk/react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Highlight } from '@hangjia/ui';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { AskQuestion } from '../../../components/ask-question/ask-question';
import { ExpertCard } from '../../../components/expert/expert-card';
import { ExternalLink } from '../../../components/external-link/external-link';
import { SharePanel } from '../../../components/share/share-panel';
import { LoadMoreList } from '../../../components/load-more-list/load-more-list';
import * as layout from '../../../components/page-layout/page-layout.css';
import { showsReadCount } from '../../../lib/content/expert';
import { readCount, shortDateTime } from '../../../lib/content/format';
import { recordsOf } from '../../../lib/content/records';
import { relatedCompanyIds } from '../../../lib/content/related-companies';
import { parseId } from '../../../lib/scope/route-id';
import { hotTopicTitle, topicTitle, type Topic, type UserSummary } from '../../../lib/content/topic';
import { ContentBlocks } from '../components/content-blocks';
import { TOPIC_HOT_LIMIT, useContentQueries } from '../content-queries';
import * as blockStyles from '../components/content-blocks.css';
import * as styles from './topic.css';
import { failedWithoutData } from '../../../lib/scope/query-errors';
import { SectionBoundary } from '../../../components/section-boundary/section-boundary';
import { thumbnailImage } from '../../../lib/content/thumbnail';

/**
 * /topic/{id}?key=: an article (blocks) or a Q&A (question, answer), whichever type arrives; the
 * author, time, read count (auth 64 only), labels, related companies, comments, and beside it the
 * author and the daily hot list (10). The words of `key` are marked everywhere in the content.
 */
export function TopicPage() {
  const contentQueries = useContentQueries();
  const id = parseId(useParams().id)!;
  const [params] = useSearchParams();
  const keywords = (params.get('key') ?? '').trim();
  const { data: topic } = useQuery({ ...contentQueries.topic(id), throwOnError: failedWithoutData });
  const author = topic ? (topic.type === 3 ? topic.answer?.huidaUser ?? topic.user : topic.user) : undefined;
  return (
    <div className={layout.page}>
      <div className={layout.columns}>
        <div className={layout.stack}>
          <article className={layout.panel} aria-labelledby="topic-title" data-type={topic?.type}>
            {topic ? (
              topic.type === 3 && topic.answer ? (
                <QuestionAndAnswer topic={topic} keywords={keywords} />
              ) : (
                <Article topic={topic} keywords={keywords} />
              )
            ) : (
              <h1 id="topic-title" className={layout.title} />
            )}
            {topic?.labels?.length ? <Labels labels={topic.labels} /> : null}
          </article>
          {topic ? (
            <SectionBoundary>
              <RelatedCompanies topic={topic} />
            </SectionBoundary>
          ) : null}
          <SectionBoundary>
            <Comments id={id} />
          </SectionBoundary>
        </div>
        <aside className={layout.stack} aria-label="相关推荐">
          {author ? (
            <section className={layout.panel} aria-labelledby="topic-author">
              <h2 id="topic-author" className={styles.heading}>
                作者
              </h2>
              <ExpertCard expert={author} />
              <AskQuestion toUid={author.id} toName={author.name} className={styles.ask} />
            </section>
          ) : null}
          <SharePanel />
          <SectionBoundary>
            <HotList />
          </SectionBoundary>
        </aside>
      </div>
    </div>
  );
}

/** Author (unless shown elsewhere), time, and the read count only when the author has auth 64. */
function Meta({ topic, user, hideAuthor = false }: { topic: Topic; user: UserSummary; hideAuthor?: boolean }) {
  return (
    <p className={styles.meta}>
      {hideAuthor ? null : (
        <span className={styles.metaAuthor}>
          <img {...thumbnailImage(user.icon, 24, 24)} alt="" width={24} height={24} className={styles.metaIcon} />
          <Link to={paths.user(user.id)}>{user.name}</Link>
        </span>
      )}
      <time dateTime={topic.date.replace(' ', 'T')}>{shortDateTime(topic.date)}</time>
      {showsReadCount(user) ? <span data-testid="read-count">阅读 {readCount(topic.readNum)}</span> : null}
    </p>
  );
}

function Article({ topic, keywords }: { topic: Topic; keywords: string }) {
  const title = topicTitle(topic);
  return (
    <>
      <h1 id="topic-title" className={layout.title}>
        <Highlight text={title} keywords={keywords} markProps={{ className: blockStyles.mark }} />
      </h1>
      <Meta topic={topic} user={topic.user} />
      {topic.type === 7 && topic.document?.desc ? <p className={layout.lead}>{topic.document.desc}</p> : null}
      <ContentBlocks blocks={topic.article?.content} keywords={keywords} lead />
    </>
  );
}

function QuestionAndAnswer({ topic, keywords }: { topic: Topic; keywords: string }) {
  const answer = topic.answer!;
  const question = answer.wentiTitle ?? answer.title ?? '';
  const content = answer.tiwen_content ?? answer.wentiContent;
  const asker = answer.tiwenUser;
  const answerer = answer.huidaUser ?? topic.user;
  const blocks = answer.huidaContents?.length ? answer.huidaContents : answer.huidaContent ? [{ type: 'text' as const, text: answer.huidaContent }] : [];
  return (
    <>
      <section className={styles.question} aria-labelledby="topic-title">
        <span className={styles.badge}>问</span>
        <h1 id="topic-title" className={layout.title}>
          <Highlight text={question} keywords={keywords} markProps={{ className: blockStyles.mark }} />
        </h1>
        {content ? (
          <p className={styles.questionText}>
            <Highlight text={content} keywords={keywords} markProps={{ className: blockStyles.mark }} />
          </p>
        ) : null}
        {answer.tiwenimgInfos?.length ? (
          <ul className={styles.questionImages} aria-label="提问图片">
            {answer.tiwenimgInfos.map((img, i) => (
              <li key={`${img.smallImageurl}-${i}`}>
                <ExternalLink href={img.imageurl ?? img.smallImageurl}>
                  <img {...thumbnailImage(img.smallImageurl, 160, 120)} alt={`提问图片 ${i + 1}`} width={160} height={120} className={styles.questionImage} />
                </ExternalLink>
              </li>
            ))}
          </ul>
        ) : null}
        {asker ? (
          <p className={styles.person}>
            <span className={styles.role}>提问者</span>
            <img {...thumbnailImage(asker.icon, 24, 24)} alt="" width={24} height={24} className={styles.metaIcon} />
            <Link to={paths.user(asker.id)}>{asker.name}</Link>
          </p>
        ) : null}
      </section>
      <section className={styles.answer} aria-label="回答">
        <span className={styles.badgeAnswer}>答</span>
        <p className={styles.person}>
          <span className={styles.role}>回答者</span>
          <img {...thumbnailImage(answerer.icon, 24, 24)} alt="" width={24} height={24} className={styles.metaIcon} />
          <Link to={paths.user(answerer.id)}>{answerer.name}</Link>
        </p>
        <Meta topic={topic} user={answerer} hideAuthor />
        <ContentBlocks blocks={blocks} keywords={keywords} />
      </section>
    </>
  );
}

function Labels({ labels }: { labels: readonly string[] }) {
  return (
    <div className={styles.labels}>
      <h2 className={layout.visuallyHidden}>标签</h2>
      <ul className={styles.labelList} aria-label="标签">
        {labels.map((label) => (
          <li key={label}>
            <Link to={paths.searchTag(label)} className={layout.tag}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** 相关企业: the companies the topic names (`compsByIds`); nothing when it names none. */
function RelatedCompanies({ topic }: { topic: Topic }) {
  const contentQueries = useContentQueries();
  const ids = relatedCompanyIds(topic);
  const { data } = useQuery({ ...contentQueries.companies(ids ?? '0'), enabled: ids !== null, throwOnError: failedWithoutData });
  const companies = recordsOf(data);
  if (!ids || !companies.length) return null;
  return (
    <section className={layout.panel} aria-labelledby="topic-companies">
      <h2 id="topic-companies" className={styles.heading}>
        相关企业
      </h2>
      <ul className={styles.companies}>
        {companies.map((company) => {
          const body = (
            <>
              <img {...thumbnailImage(company.logo, 120)} alt="" width={120} height={60} className={styles.companyLogo} loading="lazy" />
              <span className={styles.companyName}>{company.sn}</span>
              <span className={styles.companyFull}>{company.name}</span>
            </>
          );
          return (
            <li key={company.id}>
              <ExternalLink href={company.webUrl} className={styles.company}>
                {body}
              </ExternalLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Comments({ id }: { id: number }) {
  // The loader's first page is reused: the same query options.
  const list = withListItems(useInfiniteQuery({ ...useContentQueries().comments(id), throwOnError: failedWithoutData }), listComments);
  const comments = recordsOf(list.items);
  return (
    <section className={layout.panel} aria-labelledby="topic-comments">
      <h2 id="topic-comments" className={styles.heading}>
        评论
      </h2>
      {list.isPending ? null : comments.length ? (
        <LoadMoreList list={list} resetKey={id} key={id}>
          <ol className={styles.comments}>
            {comments.map((comment) => (
              <li key={comment.id} className={styles.comment}>
                <img {...thumbnailImage(comment.user.icon, 36, 36)} alt="" width={36} height={36} className={styles.commentIcon} loading="lazy" />
                <div className={styles.commentBody}>
                  <p className={styles.commentHead}>
                    <span className={styles.commentName}>{comment.user.name}</span>
                    <time className={layout.muted}>{shortDateTime(comment.date)}</time>
                  </p>
                  <p className={styles.commentText}>{comment.content}</p>
                </div>
              </li>
            ))}
          </ol>
        </LoadMoreList>
      ) : (
        <p className={layout.muted}>暂无评论</p>
      )}
    </section>
  );
}

/** 每日热榜: 10 topics; Q&As titled by their question. */
function HotList() {
  const contentQueries = useContentQueries();
  const { data } = useQuery({ ...contentQueries.hotTopics(), throwOnError: failedWithoutData });
  const topics = (data?.topics ?? []).slice(0, TOPIC_HOT_LIMIT);
  return (
    <section className={layout.panel} aria-labelledby="topic-hot">
      <h2 id="topic-hot" className={styles.heading}>
        每日热榜
      </h2>
      <ol className={styles.hot}>
        {topics.map((topic, i) => (
          <li key={topic.id} className={styles.hotItem}>
            <span className={i < 3 ? styles.rankTop : styles.rank}>{i + 1}</span>
            <Link to={paths.topic(topic.id)} className={styles.hotTitle}>
              {hotTopicTitle(topic)}
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

// What the router takes of this route module (config/paths.ts names it): the page and its loader.
export { TopicPage as Component };
export { topicLoader as loader } from './topic.loader';
