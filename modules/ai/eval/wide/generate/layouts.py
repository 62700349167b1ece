"""Page layouts: single column, sidebar, tables, banners, a date column, letter-spaced headings, a photo.
One file per layout (layout_*.py)."""

from layout_datecol import layout_datecol
from layout_sidebar import layout_photo, layout_sidebar
from layout_single import layout_banner, layout_single
from layout_spaced import layout_spaced
from layout_table import layout_table

LAYOUTS = {
    "single": layout_single,
    "banner": layout_banner,
    "sidebar": layout_sidebar,
    "photo": layout_photo,
    "spaced": layout_spaced,
    "datecol": layout_datecol,
    "table": layout_table,
}
