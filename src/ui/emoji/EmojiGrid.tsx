import type { Emoji } from '../../entities'

export interface EmojiGridProps {
  title: string
  emoji: readonly Emoji[]
  onPick: (emoji: Emoji) => void
}

/** One titled group of 40 px cells. */
export function EmojiGrid({ title, emoji, onPick }: EmojiGridProps) {
  return (
    <section className="emoji-group" aria-label={title}>
      <h3 className="emoji-group-title">{title}</h3>
      <div className="emoji-cells">
        {emoji.map((e) => (
          <button
            key={e.replacement}
            type="button"
            className="emoji-cell"
            title={cellLabel(e)}
            aria-label={cellLabel(e)}
            onClick={() => onPick(e)}
          >
            {e.imageUrl ? (
              <img src={e.imageUrl} alt="" loading="lazy" className="emoji-image" />
            ) : (
              <span aria-hidden="true">{e.replacement}</span>
            )}
          </button>
        ))}
      </div>
    </section>
  )
}

/** Custom emoji by their shortcode as typed; unicode by their name. */
export function cellLabel(emoji: Emoji): string {
  return emoji.imageUrl ? `:${emoji.displayText}:` : emoji.displayText
}
