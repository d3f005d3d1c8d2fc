"""Barrage (Cranio Creations 2019) with Tesla's Automa: rules BA-x.y and BA-Ax.y of the specification."""
