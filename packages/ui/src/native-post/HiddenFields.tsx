/**
 * Issue 27: a core write is a real HTML form the site answers without script. `NativePost` is
 * where such a form posts (`method="post"`) and the hidden fields it carries (the story to return
 * to, the ids the write is about); the island, once awake, takes the same form over (its submit
 * handler prevents the native post) and sends the same write through its machine.
 */
export interface NativePost {
  /** The site's path that answers the post with a page. */
  action: string;
  /** Hidden fields, in this order. */
  hidden?: Readonly<Record<string, string>>;
}

/** The form attributes of a native post (none when the form has no native action). */
export function nativePostAttributes(post: NativePost | undefined): { method?: 'post'; action?: string } {
  return post ? { method: 'post', action: post.action } : {};
}

/** The hidden inputs of a native post. */
export function HiddenFields({ post }: { post: NativePost | undefined }) {
  if (!post?.hidden) return null;
  return (
    <>
      {Object.entries(post.hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
