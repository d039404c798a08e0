import type { RichInline, RichText as RichTextData } from '@points/contracts';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from './external-link';
import './rich-text.css';

function Inline({ node }: { node: RichInline }) {
  if (node.type === 'break') return <br />;
  if (node.type === 'link') {
    // Only site paths and https pages reach here (the API refuses anything else).
    return node.href.startsWith('/') ? (
      <Link to={node.href}>{node.text}</Link>
    ) : (
      <ExternalLink href={node.href}>{node.text}</ExternalLink>
    );
  }
  let text: React.ReactNode = node.text;
  if (node.emphasis) text = <em>{text}</em>;
  if (node.strong) text = <strong>{text}</strong>;
  return <>{text}</>;
}

const inlines = (nodes: RichInline[]) =>
  nodes.map((node, index) => <Inline key={index} node={node} />);

/**
 * A content body (news, topics, popups) as elements: the API sends a tree of blocks, never HTML,
 * so nothing in a body can run in the page.
 */
export function RichText({ blocks }: { blocks: RichTextData }) {
  return (
    <div className="rich-text">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'paragraph':
            return <p key={index}>{inlines(block.content)}</p>;
          case 'heading':
            return <h2 key={index}>{inlines(block.content)}</h2>;
          case 'list': {
            const List = block.ordered ? 'ol' : 'ul';
            return (
              <List key={index}>
                {block.items.map((item, n) => (
                  <li key={n}>{inlines(item)}</li>
                ))}
              </List>
            );
          }
          default:
            return <Fragment key={index} />;
        }
      })}
    </div>
  );
}
