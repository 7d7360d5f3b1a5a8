import {
  AlignFeature,
  BlockquoteFeature,
  BoldFeature,
  ChecklistFeature,
  HeadingFeature,
  HorizontalRuleFeature,
  IndentFeature,
  InlineCodeFeature,
  InlineToolbarFeature,
  ItalicFeature,
  lexicalEditor,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  StrikethroughFeature,
  SubscriptFeature,
  SuperscriptFeature,
  UnderlineFeature,
  UnorderedListFeature,
  UploadFeature,
} from '@payloadcms/richtext-lexical'

/**
 * What editors may write in rich text: exactly what the sites draw (features/content/ui/RichText.tsx).
 * Payload's default set also embeds a related document as a block, which no page shows; internal links go to
 * pages (the only documents with an address of their own) and pictures come from the media library.
 */
export const RICH_TEXT_FEATURES = [
  BoldFeature(),
  ItalicFeature(),
  UnderlineFeature(),
  StrikethroughFeature(),
  SubscriptFeature(),
  SuperscriptFeature(),
  InlineCodeFeature(),
  ParagraphFeature(),
  // The page title is the page's only h1.
  HeadingFeature({ enabledHeadingSizes: ['h2', 'h3', 'h4'] }),
  AlignFeature(),
  IndentFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  ChecklistFeature(),
  LinkFeature({ enabledCollections: ['pages'] }),
  BlockquoteFeature(),
  UploadFeature(),
  HorizontalRuleFeature(),
  InlineToolbarFeature(),
]

export const richTextEditor = lexicalEditor({ features: RICH_TEXT_FEATURES })
